import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import type { Ride } from '@shared/rides.schemas';
import { formatDateTime } from '@/lib/format';

const TEXTS = {
  pickup: 'Partenza',
  dropoff: 'Destinazione',
  scheduledTime: 'Orario prenotato',
  scheduledAt: (when: string) => `Partenza: ${when}`,
  customerPhone: 'Telefono cliente',
} as const;

/**
 * What a driver weighs before taking a ride (spec §2.7), the same on a request and on an offer: the pickup, the
 * drop-off, the booked time when there is one, and the customer's number as a link to call. The labels are for
 * screen readers: the icons say it to the eye.
 */
export function RideDetails({ ride }: { ride: Ride }) {
  return (
    <dl className="grid gap-1.5 text-sm">
      <div className="flex gap-2">
        <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
        <dt className="sr-only">{TEXTS.pickup}</dt>
        <dd className="font-medium">{ride.pickupAddress}</dd>
      </div>
      <div className="flex gap-2">
        <Navigation className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        <dt className="sr-only">{TEXTS.dropoff}</dt>
        <dd>{ride.dropoffAddress}</dd>
      </div>
      {ride.scheduledTime && (
        <div className="flex gap-2">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
          <dt className="sr-only">{TEXTS.scheduledTime}</dt>
          <dd>{TEXTS.scheduledAt(formatDateTime(ride.scheduledTime))}</dd>
        </div>
      )}
      <div className="flex gap-2">
        <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
        <dt className="sr-only">{TEXTS.customerPhone}</dt>
        <dd>
          <a className="underline underline-offset-2" href={`tel:${ride.customerPhone}`}>
            {ride.customerPhone}
          </a>
        </dd>
      </div>
    </dl>
  );
}
