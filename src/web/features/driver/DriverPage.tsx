import { useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { Driver } from '@shared/domain';
import { getQueryFn } from '@/lib/query-client';
import { LiveSocketProvider } from '@/lib/live-socket';
import { driverKeys } from './driver-api';
import { DriverDashboard } from './DriverDashboard';
import { DriverSignIn } from './DriverSignIn';

/**
 * /driver (SPEC §2.7). The session cookie decides who the driver is (DESIGN §1): nothing here knows a
 * driver id until the server says it, and a reload keeps the driver signed in.
 */
export function DriverPage() {
  const me = useQuery<{ driver: Driver | null } | null>({
    queryKey: driverKeys.me,
    // A session ended elsewhere (deleted by the office) answers 401 on other calls, not here.
    queryFn: getQueryFn({ on401: 'returnNull' }),
  });
  const driver = me.data?.driver ?? null;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 pb-24">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard Taxista</h1>
      {me.isPending ? (
        <div className="flex items-center gap-2 text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Caricamento...
        </div>
      ) : driver ? (
        <LiveSocketProvider identify={{ userType: 'driver', userId: driver.id }}>
          <DriverDashboard driver={driver} />
        </LiveSocketProvider>
      ) : (
        <DriverSignIn />
      )}
    </div>
  );
}
