import { Car, MapPinCheck, Phone, Star } from 'lucide-react';
import { type MouseEvent, useRef, useState } from 'react';
import { RIDE_LIMITS } from '@shared/constants';
import { canTransition, type RideStatus } from '@shared/ride-states';
import type { CustomerRideView } from '@shared/rides.schemas';
import { FARE_TEXT } from '@/components/fare/fare-strings';
import { RideMap } from '@/components/ride-map';
import { Badge } from '@/components/ui/badge';
import { useNow } from '@/hooks/use-now';
import { arrivalText } from '@/lib/arrival';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { type MessageId, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { formatEuro, formatKm, formatRating } from '@/lib/format';
import { getPublicConfig, telHref } from '@/lib/public-config';
import { type CancelIntent, CancelRideConfirm } from './cancel-ride-confirm';
import { RouteLines } from './route-lines';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The card's title for each step of the ride under way (spec §2.3's title while the taxi is on its way). */
const TITLES: Partial<Record<RideStatus, MessageId>> = {
  accepted: 'arriving.titleAccepted',
  arrived: 'arriving.titleArrived',
  on_board: 'arriving.titleOnBoard',
};

interface DriverArrivingCardProps {
  view: CustomerRideView;
  /** Cancels the ride; with `newRide` the form then starts afresh. */
  onCancel: (intent: CancelIntent) => void;
  cancelling: boolean;
}

/**
 * spec §2.3 driver-arriving card, with the §2.4 map, following the ride under way live (design §4): on its way,
 * arrived (the plate to look for, big), on board. Until the passenger is on board the customer may cancel, and
 * 'Nuova Corsa' asks first whether to cancel this one: a ride that still exists is never hidden.
 */
export function DriverArrivingCard({ view, onCancel, cancelling }: DriverArrivingCardProps) {
  const { ride, driver, driverPosition } = view;
  const t = useT();
  const [asking, setAsking] = useState<CancelIntent | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const ask = (intent: CancelIntent, event: MouseEvent<HTMLButtonElement>) => {
    opener.current = event.currentTarget;
    setAsking(intent);
  };
  const eta = ride.estimatedArrival ?? RIDE_LIMITS.defaultEstimatedArrivalMinutes;
  // The badge counts down from the taxi's live position, or to the time the driver promised (issue 24), read again
  // every 15 seconds and on every position.
  const now = useNow(15_000);
  const live = {
    at: driverPosition && !driverPosition.simulated ? { lat: driverPosition.latitude, lon: driverPosition.longitude } : null,
    roadFactor: getPublicConfig().roadFactor,
  };
  const point = (lat: number | null, lon: number | null) => (lat !== null && lon !== null ? { lat, lon } : null);
  const cancellable = canTransition(ride.status, 'cancelled', 'customer');
  const arrived = ride.status === 'arrived';
  return (
    <Card data-testid="driver-arriving-card" data-status={ride.status}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        {/* Live: accepted → arrived → on board is read out while the customer looks elsewhere. */}
        <CardTitle aria-live="polite">{t(TITLES[ride.status] ?? `rideStatus.${ride.status}`)}</CardTitle>
        {ride.status === 'accepted' ? (
          <Badge variant="success" className="text-sm" data-testid="eta-badge">
            {arrivalText(ride, now, live) ?? t('arriving.etaMinutes', { n: eta })}
          </Badge>
        ) : (
          <Badge variant={arrived ? 'warning' : 'secondary'} className="text-sm">
            {t(`rideStatus.${ride.status}`)}
          </Badge>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {arrived && driver && (
          <div className="flex flex-col items-center gap-2 rounded-lg bg-warning/15 px-4 py-3 text-center" data-testid="arrived-notice">
            <p className="text-sm">
              <MapPinCheck className="mr-1 inline size-4 align-text-bottom" aria-hidden />
              <Trans id="arriving.waitingAt" values={{ address: ride.pickupAddress ?? '' }} components={{ 0: <strong className="break-words" /> }} />
              <br />
              {t('arriving.lookFor', { car: driver.carModel })}
            </p>
            <p
              className="rounded-md border-2 border-foreground bg-background px-4 py-1 font-mono text-3xl font-bold tracking-widest"
              data-testid="arrived-plate"
            >
              {driver.licensePlate}
            </p>
          </div>
        )}
        {ride.status === 'on_board' && (
          <p className="text-base" data-testid="on-board-notice">
            <Trans id="arriving.onBoard" values={{ address: ride.dropoffAddress ?? '' }} components={{ 0: <strong className="break-words" /> }} />
          </p>
        )}
        {driver && (
          <div className="flex items-center gap-3">
            <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden>
              {initials(driver.name)}
            </div>
            <div className="min-w-0">
              <p className="font-semibold" data-testid="driver-name">
                {driver.name}
                {driver.rating && (
                  <span className="ml-2 inline-flex items-center gap-0.5 text-sm font-normal text-muted-foreground">
                    <Star className="size-3.5 fill-yellow-400 text-yellow-400" aria-hidden />
                    {formatRating(driver.rating)}
                  </span>
                )}
              </p>
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <Car className="size-4" aria-hidden />
                {driver.carModel} · <span className="font-mono" data-testid="driver-plate">{driver.licensePlate}</span>
              </p>
            </div>
          </div>
        )}
        <section className="flex flex-col gap-2" aria-labelledby="taxi-map-title">
          <h3 id="taxi-map-title" className="text-sm font-semibold">
            {t('arriving.mapTitle')}
          </h3>
          {driverPosition?.simulated && (
            <p className="rounded-md bg-muted px-3 py-2 text-sm" role="status" data-testid="approximate-position">
              {t('arriving.approximate')}
            </p>
          )}
          <RideMap
            pickup={point(ride.pickupLat, ride.pickupLon)}
            dropoff={point(ride.dropoffLat, ride.dropoffLon)}
            pickupAddress={ride.pickupAddress}
            dropoffAddress={ride.dropoffAddress}
            driverPosition={driverPosition ? { lat: driverPosition.latitude, lon: driverPosition.longitude } : null}
            driverPositionApproximate={driverPosition?.simulated ?? false}
            fallbackCenter={getPublicConfig().mapCenter}
          />
        </section>
        <RouteLines pickup={ride.pickupAddress} dropoff={ride.dropoffAddress} />
        {ride.estimatedFare !== null && (
          <div className="rounded-md bg-muted px-3 py-2" data-testid="estimated-fare-box">
            <p className="text-sm text-muted-foreground">{ride.fixedFare ? FARE_TEXT.fixedFare : t('arriving.estimatedFare')}</p>
            <p className="text-lg font-bold">
              {formatEuro(ride.estimatedFare)}
              {ride.estimatedDistance !== null && (
                <span className="ml-2 text-sm font-normal text-muted-foreground">{formatKm(ride.estimatedDistance)}</span>
              )}
            </p>
            {/* design §15: the promise made at booking, again while the taxi comes. */}
            {!ride.fixedFare && ride.maxFareCents !== null && (
              <p className="text-sm" data-testid="arriving-max-fare">
                {FARE_TEXT.maxFare}: <strong>{formatEuro(ride.maxFareCents / 100)}</strong>
              </p>
            )}
          </div>
        )}
        <div className="flex flex-col gap-2">
          {driver && (
            <Button asChild size="lg">
              <a href={telHref(driver.phoneNumber)}>
                <Phone aria-hidden />
                {t('arriving.callDriver')}
              </a>
            </Button>
          )}
          {cancellable && (
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" size="lg" disabled={cancelling} onClick={(event) => ask('cancel', event)}>
                {t('arriving.cancelRide')}
              </Button>
              <Button variant="outline" size="lg" disabled={cancelling} onClick={(event) => ask('new-ride', event)}>
                {t('arriving.newRide')}
              </Button>
            </div>
          )}
        </div>
      </CardContent>
      <CancelRideConfirm
        intent={asking}
        driverName={driver?.name ?? null}
        arrived={arrived}
        onConfirm={onCancel}
        onClose={() => setAsking(null)}
        opener={opener}
      />
    </Card>
  );
}
