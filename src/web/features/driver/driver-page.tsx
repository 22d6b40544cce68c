import { useQuery } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers.schemas';
import { takeSignedOutHint } from '@/lib/signed-out-hint';
import { getQueryFn } from '@/lib/query-client';
import { LiveSocketProvider } from '@/lib/live-socket';
import { driverKeys } from './driver-api';
import { DriverDashboard } from './driver-dashboard';
import { DriverPageFrame, DriverSessionLoading } from './driver-page-frame';
import { DriverSignIn } from './driver-sign-in';

/**
 * /driver (SPEC §2.7). The session cookie decides who the driver is (DESIGN §1): nothing here knows a
 * driver id until the server says it, and a reload keeps the driver signed in.
 */
export function DriverPage() {
  const me = useQuery<{ driver: Driver | null } | null>({
    queryKey: driverKeys.me,
    // A session ended elsewhere (deleted by the office) answers 401 on other calls, not here.
    queryFn: getQueryFn({ on401: 'returnNull' }),
    // No session cookie came with the page: start at sign-in, as the first screen already shows.
    initialData: () => (takeSignedOutHint('driver') ? null : undefined),
  });
  const driver = me.data?.driver ?? null;

  return (
    <DriverPageFrame>
      {me.isPending ? (
        <DriverSessionLoading />
      ) : driver ? (
        <LiveSocketProvider identify={{ userType: 'driver', userId: driver.id }}>
          <DriverDashboard driver={driver} />
        </LiveSocketProvider>
      ) : (
        <DriverSignIn />
      )}
    </DriverPageFrame>
  );
}
