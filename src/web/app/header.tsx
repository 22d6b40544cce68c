import { CarTaxiFront, Phone, UserRound } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { LanguageSwitch } from '@/i18n/language-switch';
import { getPublicConfig, serviceArea, telHref } from '@/lib/public-config';
import { cn } from '@/lib/utils';
import { areaHasLanguages } from '@shared/i18n/languages';
import { pageWidthClass } from './wide-route';

function isDriverArea(location: string): boolean {
  return location === '/driver' || location.startsWith('/driver/');
}

/**
 * spec §1. On a 375 px phone the call link drops to its own full-width row under the brand
 * (flex order + wrap), so nothing overflows and the number stays a big tap target.
 */
export function Header({ firstScreen }: { firstScreen: boolean }) {
  const [location] = useLocation();
  const t = useT();
  const { townName, taxiPhone } = getPublicConfig();
  const onDriver = isDriverArea(location);
  const showPhone = !onDriver && taxiPhone !== '';
  const headerRef = useRef<HTMLElement>(null);
  // A phone's toasts open just under the header (src/web/components/ui/toast.tsx), whose height depends on whether the
  // call link took a row of its own: the page tells them by a CSS variable rather than each guessing (issue 24).
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const observer = new ResizeObserver(() => document.documentElement.style.setProperty('--header-height', `${header.offsetHeight}px`));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

  return (
    <header
      ref={headerRef}
      className="border-b border-black/10 bg-primary pt-[env(safe-area-inset-top)] text-primary-foreground"
    >
      <div className={cn('mx-auto flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:flex-nowrap sm:px-6', pageWidthClass(location))}>
        {/* At least the brand's width: on a 360 px phone the links and the switch wrap to a second row rather than cover it. */}
        <div className="order-1 flex min-w-36 flex-1 items-center gap-2">
          <span
            aria-hidden
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-foreground text-primary"
          >
            <CarTaxiFront className="size-6" />
          </span>
          <div className="min-w-0 leading-tight">
            <p className="text-lg font-bold tracking-tight">{t('shell.brand')}</p>
            <p className="truncate text-xs font-medium opacity-80">{serviceArea(townName, t)}</p>
          </div>
        </div>

        {showPhone && (
          <a
            href={telHref(taxiPhone)}
            aria-label={t('shell.callTaxi', { phone: taxiPhone })}
            className="order-3 flex h-10 flex-1 items-center justify-center gap-2 rounded-md bg-black/10 px-3 text-sm font-semibold whitespace-nowrap transition-colors outline-none hover:bg-black/15 focus-visible:ring-[3px] focus-visible:ring-foreground/40 sm:order-2 sm:h-11 sm:w-auto sm:bg-transparent"
          >
            <Phone aria-hidden className="size-4" />
            <span>{taxiPhone}</span>
          </a>
        )}

        <Link
          href={onDriver || location === '/admin' ? '/' : '/driver'}
          className={cn(buttonVariants({ variant: 'dark' }), 'order-2 sm:order-3')}
        >
          {onDriver || location === '/admin' ? (
            <>
              <UserRound aria-hidden />
              {t('shell.customerView')}
            </>
          ) : (
            <>
              <CarTaxiFront aria-hidden />
              {t('shell.driverArea')}
            </>
          )}
        </Link>
        {areaHasLanguages(location) && <LanguageSwitch className="order-4" firstScreen={firstScreen} />}
      </div>
    </header>
  );
}
