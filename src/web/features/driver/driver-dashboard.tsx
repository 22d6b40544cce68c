import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import type { Driver } from '@shared/drivers.schemas';
import type { Ride } from '@shared/rides.schemas';
import { Button } from '@/components/ui/button';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { useOnUnauthorized } from '@/hooks/use-on-unauthorized';
import { useT } from '@/i18n/i18n';
import { showErrorToast } from '@/lib/error-toast';
import { getPublicConfig } from '@/lib/public-config';
import { ActiveRideCard } from './active-ride-card';
import { AlertSettings } from './alert-settings';
import { driverSessionQueryOptions } from './api/get-driver-session';
import { useSignOutDriver } from './api/sign-out-driver';
import { AvailabilityControl } from './availability-control';
import { CompletedRideCard } from './completed-ride-card';
import { ConnectionWarning } from './connection-warning';
import { GpsCard } from './gps-card';
import { OfferSection } from './offer-section';
import { OfflinePlaceholder } from './offline-placeholder';
import { RecentReviews } from './recent-reviews';
import { RequestList } from './request-list';
import { StatsCards } from './stats-cards';
import { useActiveRide } from './use-active-ride';
import { useGpsTracking } from './use-gps-tracking';
import { useOwnFiguresLive } from './use-own-figures-live';
import { useRideOffer } from './use-ride-offer';
import { useRideAlerts } from './use-ride-alerts';
import { useRideDeepLink } from './use-ride-deep-link';
import { useWakeLock } from './use-wake-lock';

/**
 * The signed-in driver's screen (spec §2.7). On a phone the order follows the work: status, the ride
 * under way, the requests, then the day's numbers; buttons are full width near the bottom of each card.
 */
export function DriverDashboard({ driver }: { driver: Driver }) {
  const t = useT();
  const queryClient = useQueryClient();
  const online = driver.isAvailable;
  const active = useActiveRide(driver.id, online);
  // design §15: the ride just completed here stays on screen with its receipt until the next one.
  const [completed, setCompleted] = useState<Ride | null>(null);
  const onChanged = (ride: Ride) => {
    active.apply(ride);
    if (ride.status === 'completed') setCompleted(ride);
  };
  // Under `nearest` dispatch a free taxi's position decides who is offered a ride, so it is sent while online.
  const gps = useGpsTracking(driver.id, online && (active.ride !== null || getPublicConfig().dispatchPolicy === 'nearest'));
  // Distances and the arrival count only from where the phone really is, never from a simulated point.
  const realFix = gps.source !== 'simulated' && gps.warning === null ? gps.position : null;
  useOwnFiguresLive(driver.id);
  // design §11: a ride offered to this driver alone, shown above the requests.
  const offer = useRideOffer(driver.id, online);
  // design §12: the screen stays on and a new request rings while the driver is online.
  useWakeLock(online);
  useRideAlerts(online);
  useRideDeepLink();
  const signOut = useSignOutDriver({ onError: () => showErrorToast(t('driver.signOutFailed'), t('driver.retry')) });
  // The session ended elsewhere (signed out on another device, deleted by the office): back to sign-in.
  useOnUnauthorized(() => queryClient.setQueryData(driverSessionQueryOptions().queryKey, { driver: null }));

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0 text-sm text-muted-foreground">
          <p>
            <span className="font-medium text-foreground">{driver.name}</span> · {driver.carModel} · {driver.licensePlate}
          </p>
          {/* design §14: what the office registered for this car, which decides the rides it is offered. */}
          <p data-testid="own-car">{VEHICLE_TEXT.car(driver)}</p>
        </div>
        <Button variant="ghost" size="sm" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          <LogOut aria-hidden /> {t('driver.signOut')}
        </Button>
      </div>
      <AvailabilityControl driver={driver} busy={active.ride !== null} />
      <ConnectionWarning />
      {offer && !active.ride && <OfferSection driver={driver} offer={offer} />}
      {active.ride && <ActiveRideCard ride={active.ride} onChanged={onChanged} onRefused={active.refresh} position={realFix} />}
      {completed && !active.ride && <CompletedRideCard ride={completed} onClose={() => setCompleted(null)} />}
      {online ? (
        <>
          {/* The requests before the GPS card: a new request's 'Accetta' is above a 360×640 phone's fold. */}
          <RequestList
            driver={driver}
            hasActiveRide={active.ride !== null}
            offeredRideId={offer?.ride.id ?? null}
            position={realFix}
          />
          <GpsCard gps={gps} onManualUpdate={gps.updateOnce} />
        </>
      ) : (
        <OfflinePlaceholder driver={driver} />
      )}
      <AlertSettings />
      <StatsCards driverId={driver.id} />
      <RecentReviews driverId={driver.id} />
    </div>
  );
}
