import type { ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';

/**
 * The parts of /admin that need no data, kept apart so the first screen (src/web/entry-server.tsx) draws
 * exactly what the page will: the login card's frame, and the line shown while the session is checked.
 */
export function AdminLoginFrame({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">{t('office.login.title')}</h1>
        </CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}

export function AdminSessionChecking() {
  const t = useT();
  return (
    <p role="status" className="text-muted-foreground">
      {t('shell.loading')}
    </p>
  );
}
