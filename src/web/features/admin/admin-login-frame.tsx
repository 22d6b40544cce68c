import type { ReactNode } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The parts of /admin that need no data, kept apart so the first screen (src/web/entry-server.tsx) draws
 * exactly what the page will: the login card's frame, and the line shown while the session is checked.
 */
export function AdminLoginFrame({ children }: { children?: ReactNode }) {
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">Accesso Amministratore</h1>
        </CardTitle>
      </CardHeader>
      {children}
    </Card>
  );
}

export function AdminSessionChecking() {
  return (
    <p role="status" className="text-muted-foreground">
      Caricamento...
    </p>
  );
}
