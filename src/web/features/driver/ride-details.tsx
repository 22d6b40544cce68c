import { Clock, Euro, MapPin, MessageSquareText, Navigation, Phone, Route, Users } from 'lucide-react';
import { passengersText } from '@shared/durations';
import type { Ride } from '@shared/rides.schemas';
import { FARE_TEXTS } from '@shared/fare-texts';
import { VehicleFeatureList } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { formatDateTime, formatEuro } from '@/lib/format';
import { shownDropoff } from '@/lib/removed-data';
import { shownPhone } from '@/lib/shown-phone';
import { cn } from '@/lib/utils';
import { OFFER_TEXTS } from './offer-texts';

const TEXTS = {
  pickup: 'Partenza',
  dropoff: 'Destinazione',
  scheduledTime: 'Orario prenotato',
  scheduledAt: (when: string) => `Partenza: ${when}`,
  distance: 'Distanza dalla partenza',
  fare: 'Tariffa stimata',
  noFare: 'Tariffa non stimata',
  passengers: 'Passeggeri',
  notes: 'Note del cliente',
  customerPhone: 'Telefono cliente',
  source: { office: 'prenotata per telefono', app: "prenotata dall'app" },
} as const;

interface RideDetailsProps {
  ride: Ride;
  /**
   * Straight-line km from the driver to the pickup: `null` when the driver's position is not known, left out where
   * the distance does not matter (a ride already under way).
   */
  pickupKm?: number | null;
  /** The address the driver is heading for now, in bold (the active ride's card). */
  heading?: 'pickup' | 'dropoff' | null;
}

/**
 * Everything a driver weighs before taking a ride and needs while driving it (spec §2.7, design §10), the same on a
 * request, an offer and the ride under way: the pickup, the drop-off, the booked time, how far and how much, how
 * many people, what the taxi must have (design §14), the caller's notes, and the customer's number as a link to
 * call with how the ride was booked. The labels are for screen readers: the icons say it to the eye (the
 * requirements say it in words as well: a wheelchair or a dog is not left to an icon).
 */
export function RideDetails({ ride, pickupKm, heading = null }: RideDetailsProps) {
  return (
    <div className="grid gap-1.5 text-sm" data-testid="ride-details">
      <dl className="grid gap-1.5">
        <div className="flex gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <dt className="sr-only">{TEXTS.pickup}</dt>
          <dd className={cn('break-words', heading !== 'dropoff' && 'font-medium')}>{ride.pickupAddress}</dd>
        </div>
        <div className="flex gap-2">
          <Navigation className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <dt className="sr-only">{TEXTS.dropoff}</dt>
          <dd className={cn('break-words', heading === 'dropoff' && 'font-semibold')}>{shownDropoff(ride)}</dd>
        </div>
        {ride.scheduledTime && (
          <div className="flex gap-2">
            <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{TEXTS.scheduledTime}</dt>
            <dd>{TEXTS.scheduledAt(formatDateTime(ride.scheduledTime))}</dd>
          </div>
        )}
      </dl>
      {/* Distance, fare and passengers share one line: a new request's 'Accetta' stays above a phone's fold. */}
      <dl className="flex flex-wrap gap-x-4 gap-y-1.5">
        {pickupKm !== undefined && (
          <div className="flex gap-2">
            <Route className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{TEXTS.distance}</dt>
            <dd data-testid="ride-pickup-distance">{OFFER_TEXTS.distance(pickupKm)}</dd>
          </div>
        )}
        <div className="flex gap-2">
          <Euro className="mt-0.5 size-4 shrink-0" aria-hidden />
          <dt className="sr-only">{ride.fixedFare ? FARE_TEXTS.fixedFare : TEXTS.fare}</dt>
          <dd data-testid="ride-fare">{fareText(ride)}</dd>
        </div>
        {ride.passengers !== null && (
          <div className="flex gap-2">
            <Users className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{TEXTS.passengers}</dt>
            <dd data-testid="ride-passengers">{passengersText(ride.passengers)}</dd>
          </div>
        )}
      </dl>
      <dl className="grid gap-1.5">
        {/* design §14: what the caller asked of the taxi, in words beside each icon (the words carry the meaning). */}
        {ride.requirements.length > 0 && (
          <div>
            <dt className="sr-only">{VEHICLE_TEXT.requirements}</dt>
            <dd>
              <VehicleFeatureList features={ride.requirements} testId="ride-requirements" />
            </dd>
          </div>
        )}
        {ride.notes && (
          <div className="flex gap-2 rounded-md bg-warning/15 px-2 py-1">
            <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{TEXTS.notes}</dt>
            <dd className="break-words" data-testid="ride-notes">{ride.notes}</dd>
          </div>
        )}
        <div className="flex gap-2">
          <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
          <dt className="sr-only">{TEXTS.customerPhone}</dt>
          <dd data-testid="ride-source" data-source={ride.source}>
            {ride.customerPhone ? (
              <a className="underline underline-offset-2" href={`tel:${ride.customerPhone}`}>
                {shownPhone(ride.customerPhone)}
              </a>
            ) : (
              shownPhone(null)
            )}
            <span className="text-muted-foreground"> · {TEXTS.source[ride.source]}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** design §15: a fixed fare says so; an estimate carries the guaranteed maximum the customer was promised. */
function fareText(ride: Ride): string {
  if (ride.estimatedFare === null) return TEXTS.noFare;
  if (ride.fixedFare) return `${FARE_TEXTS.fixedFare} ${formatEuro(ride.estimatedFare)}`;
  return ride.maxFareCents === null ? formatEuro(ride.estimatedFare) : `${formatEuro(ride.estimatedFare)} (massimo ${formatEuro(ride.maxFareCents / 100)})`;
}
