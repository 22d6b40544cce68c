import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/utils';
import { Header } from './header';
import { pageWidthClass } from './wide-route';

/** `firstScreen`: drawn by the server before the scripts (static-screen.tsx), where nothing can be used yet. */
export function Layout({ children, firstScreen = false }: { children: ReactNode; firstScreen?: boolean }) {
  const [location] = useLocation();
  const t = useT();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenuto"
        className="sr-only z-50 rounded-md bg-foreground px-4 py-2 text-background focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('shell.skipToContent')}
      </a>
      <Header firstScreen={firstScreen} />
      <main id="contenuto" tabIndex={-1} className={cn('mx-auto w-full flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8', pageWidthClass(location))}>
        {children}
      </main>
    </div>
  );
}
