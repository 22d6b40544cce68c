import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { Driver } from '@shared/drivers.schemas';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { ActiveRideCard } from './active-ride-card';
import { AvailabilityControl } from './availability-control';
import { ConnectionWarning } from './connection-warning';
import { driverKeys, signOutDriver } from './driver-api';
import { GpsCard } from './gps-card';
import { OfflinePlaceholder } from './offline-placeholder';
import { RecentReviews } from './recent-reviews';
import { RequestList } from './request-list';
import { StatsCards } from './stats-cards';
import { useActiveRide } from './use-active-ride';
import { useGpsTracking } from './use-gps-tracking';

/**
 * The signed-in driver's screen (SPEC §2.7). On a phone the order follows the work: status, the ride
 * under way, the requests, then the day's numbers; buttons are full width near the bottom of each card.
 */
export function DriverDashboard({ driver }: { driver: Driver }) {
  const queryClient = useQueryClient();
  const online = driver.isAvailable;
  const active = useActiveRide(driver.id, online);
  const gps = useGpsTracking(driver.id, online && active.ride !== null);
  const isDriverData = (key: readonly unknown[]) => key[0] !== driverKeys.me[0];
  const signOut = useMutation({
    mutationFn: signOutDriver,
    // The dashboard leaves the screen before the session ends, so none of its reads or polls reach the
    // server after it (they would be refused with 401). Its cached data goes only once it has unmounted:
    // removing a query a mounted component still watches would fetch it again.
    onMutate: async () => {
      queryClient.setQueryData(driverKeys.me, null);
      await queryClient.cancelQueries({ predicate: (q) => isDriverData(q.queryKey) });
    },
    onSuccess: () => queryClient.removeQueries({ predicate: (q) => isDriverData(q.queryKey) }),
    onError: () => {
      queryClient.setQueryData(driverKeys.me, { driver });
      toast({ variant: 'destructive', title: 'Non è stato possibile uscire', description: 'Riprova.' });
    },
  });

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
      {active.ride && <ActiveRideCard ride={active.ride} onFinished={active.clear} />}
      {online ? (
        <>
          <GpsCard gps={gps} onManualUpdate={gps.updateOnce} />
          <RequestList driver={driver} hasActiveRide={active.ride !== null} onAccepted={active.setAccepted} />
        </>
      ) : (
        <OfflinePlaceholder driver={driver} />
      )}
      <StatsCards driverId={driver.id} />
      <RecentReviews driverId={driver.id} />
    </div>
  );
}
