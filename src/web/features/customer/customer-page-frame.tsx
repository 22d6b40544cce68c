import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { getPublicConfig, serviceArea } from '@/lib/public-config';

/** The part of the booking page that every state shares; also the page's first screen (src/web/entry-server.tsx). */
export function CustomerPageFrame({ children }: { children?: ReactNode }) {
  const { townName } = getPublicConfig();
  const t = useT();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('customer.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('customer.subtitle', { area: serviceArea(townName, t) })}</p>
      </div>
      {children}
    </div>
  );
}
