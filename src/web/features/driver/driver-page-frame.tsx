import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';

/**
 * The parts of /driver that need no data, kept apart so the first screen (src/web/entry-server.tsx) draws
 * exactly what the page will, in the page's language.
 */
export function DriverPageFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 pb-24">
      <h1 className="text-2xl font-bold tracking-tight break-words hyphens-auto sm:text-3xl">{t('driver.title')}</h1>
      {children}
    </div>
  );
}

export function DriverSessionLoading() {
  const t = useT();
  return (
    <div className="flex items-center gap-2 text-muted-foreground" role="status">
      <Loader2 className="size-4 animate-spin" aria-hidden /> {t('shell.loading')}
    </div>
  );
}

export function DriverSignInIntro() {
  const t = useT();
  return <p className="text-sm text-muted-foreground">{t('driver.signIn.intro')}</p>;
}
