import { Car, Phone, Star } from 'lucide-react';
import type { CustomerRideView } from '@shared/rides.schemas';
import { RIDE_LIMITS } from '@shared/constants';
import { RideMap } from '@/components/ride-map';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatEuro, formatKm } from '@/lib/format';
import { getPublicConfig, telHref } from '@/lib/public-config';
import { RouteLines } from './route-lines';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** SPEC §2.3 driver-arriving card, with the §2.4 map. */
export function DriverArrivingCard({ view, onNewRide }: { view: CustomerRideView; onNewRide: () => void }) {
  const { ride, driver, driverPosition } = view;
  const eta = ride.estimatedArrival ?? RIDE_LIMITS.defaultEstimatedArrivalMinutes;
  const point = (lat: number | null, lon: number | null) => (lat !== null && lon !== null ? { lat, lon } : null);
  return (
    <Card data-testid="driver-arriving-card">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>Il tuo taxista sta arrivando</CardTitle>
        <Badge variant="success" className="text-sm" data-testid="eta-badge">
          {eta} min
        </Badge>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
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
                    {driver.rating}
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
            Posizione del taxi
          </h3>
          <RideMap
            pickup={point(ride.pickupLat, ride.pickupLon)}
            dropoff={point(ride.dropoffLat, ride.dropoffLon)}
            pickupAddress={ride.pickupAddress}
            dropoffAddress={ride.dropoffAddress}
            driverPosition={driverPosition ? { lat: driverPosition.latitude, lon: driverPosition.longitude } : null}
            fallbackCenter={getPublicConfig().mapCenter}
          />
        </section>
        <RouteLines pickup={ride.pickupAddress} dropoff={ride.dropoffAddress} />
        {ride.estimatedFare !== null && (
          <div className="rounded-md bg-muted px-3 py-2" data-testid="estimated-fare-box">
            <p className="text-sm text-muted-foreground">Tariffa stimata</p>
            <p className="text-lg font-bold">
              {formatEuro(ride.estimatedFare)}
              {ride.estimatedDistance !== null && (
                <span className="ml-2 text-sm font-normal text-muted-foreground">{formatKm(ride.estimatedDistance)}</span>
              )}
            </p>
          </div>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {driver && (
            <Button asChild size="lg" className="sm:flex-1">
              <a href={telHref(driver.phoneNumber)}>
                <Phone aria-hidden />
                Chiama il taxista
              </a>
            </Button>
          )}
          <Button variant="outline" size="lg" className="sm:flex-1" onClick={onNewRide}>
            Nuova Corsa
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
