import { FARE_SOURCE_LABELS, FARE_TEXTS, PAYMENT_LABELS } from '@shared/fare-texts';
import type { Ride } from '@shared/rides.schemas';
import { ReceiptLink } from '@/components/receipt-link';
import { formatEuro } from '@/lib/format';

/**
 * design §15: at the end of the ride the customer reads what they paid (and that the maximum held, when it did),
 * and opens the receipt.
 */
export function PaidFare({ ride }: { ride: Ride }) {
  if (ride.status !== 'completed') return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="paid-fare">
      {ride.finalFareCents !== null && (
        <p>
          {FARE_TEXTS.finalFare}: <strong>{formatEuro(ride.finalFareCents / 100)}</strong>
          {ride.fareSource === 'capped' || ride.fareSource === 'fixed' ? ` (${FARE_SOURCE_LABELS[ride.fareSource]})` : ''}
          {ride.paymentMethod && ` · ${PAYMENT_LABELS[ride.paymentMethod]}`}
        </p>
      )}
      <ReceiptLink ride={ride} />
    </div>
  );
}
