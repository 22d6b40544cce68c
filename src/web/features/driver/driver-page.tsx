import { LiveSocketProvider } from '@/lib/live-socket';
import { useDriverSessionQuery } from './api/get-driver-session';
import { DriverDashboard } from './driver-dashboard';
import { DriverPageFrame, DriverSessionLoading } from './driver-page-frame';
import { DriverSignIn } from './driver-sign-in';
import { NoSignalNotice } from './no-signal-notice';
import { useDriverAppShell } from './use-driver-app-shell';

/**
 * /driver (spec §2.7). The session cookie decides who the driver is (design §1): nothing here knows a
 * driver id until the server says it, and a reload keeps the driver signed in.
 */
export function DriverPage() {
  const me = useDriverSessionQuery();
  const driver = me.data?.driver ?? null;
  useDriverAppShell();

  return (
    <DriverPageFrame>
      <NoSignalNotice />
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
