import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { Driver } from '@shared/drivers.schemas';
import { Button } from '@/components/ui/button';
import { useOnUnauthorized } from '@/hooks/use-on-unauthorized';
import { showErrorToast } from '@/lib/error-toast';
import { ActiveRideCard } from './active-ride-card';
import { driverSessionQueryOptions } from './api/get-driver-session';
import { useSignOutDriver } from './api/sign-out-driver';
import { AvailabilityControl } from './availability-control';
import { ConnectionWarning } from './connection-warning';
import { GpsCard } from './gps-card';
import { OfflinePlaceholder } from './offline-placeholder';
import { RecentReviews } from './recent-reviews';
import { RequestList } from './request-list';
import { StatsCards } from './stats-cards';
import { useActiveRide } from './use-active-ride';
import { useGpsTracking } from './use-gps-tracking';
import { useOwnFiguresLive } from './use-own-figures-live';

/**
 * The signed-in driver's screen (SPEC §2.7). On a phone the order follows the work: status, the ride
 * under way, the requests, then the day's numbers; buttons are full width near the bottom of each card.
 */
export function DriverDashboard({ driver }: { driver: Driver }) {
  const queryClient = useQueryClient();
  const online = driver.isAvailable;
  const active = useActiveRide(driver.id, online);
  const gps = useGpsTracking(driver.id, online && active.ride !== null);
  useOwnFiguresLive(driver.id);
  const signOut = useSignOutDriver({ onError: () => showErrorToast('Non è stato possibile uscire', 'Riprova.') });
  // The session ended elsewhere (signed out on another device, deleted by the office): back to sign-in.
  useOnUnauthorized(() => queryClient.setQueryData(driverSessionQueryOptions().queryKey, { driver: null }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{driver.name}</span> · {driver.carModel} · {driver.licensePlate}
        </p>
        <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden /> Esci
        </Button>
      </div>
      <AvailabilityControl driver={driver} />
      <ConnectionWarning />
      {active.ride && <ActiveRideCard ride={active.ride} onChanged={active.apply} onRefused={active.refresh} />}
      {online ? (
        <>
          <GpsCard gps={gps} onManualUpdate={gps.updateOnce} />
          <RequestList driver={driver} hasActiveRide={active.ride !== null} />
        </>
      ) : (
        <OfflinePlaceholder driver={driver} />
      )}
      <StatsCards driverId={driver.id} />
      <RecentReviews driverId={driver.id} />
    </div>
  );
}
