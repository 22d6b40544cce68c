import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * The parts of /driver that need no data, kept apart so the first screen (src/web/entry-server.tsx) draws
 * exactly what the page will.
 */
export function DriverPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 pb-24">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard Taxista</h1>
      {children}
    </div>
  );
}

export function DriverSessionLoading() {
  return (
    <div className="flex items-center gap-2 text-muted-foreground" role="status">
      <Loader2 className="size-4 animate-spin" aria-hidden /> Caricamento...
    </div>
  );
}

export function DriverSignInIntro() {
  return (
    <p className="text-sm text-muted-foreground">
      Accedi con il numero di cellulare registrato dalla centrale: riceverai un codice via SMS.
    </p>
  );
}
