import type { Ride } from '@shared/rides.schemas';
import { FARE_TEXT, fareSourceLabel, paymentLabel } from '@/components/fare/fare-strings';
import { ReceiptLink } from '@/components/receipt-link';
import { useT } from '@/i18n/i18n';
import { formatEuro } from '@/lib/format';

/**
 * design §15: at the end of the ride the customer reads what they paid (and that the maximum held, when it did),
 * and opens the receipt.
 */
export function PaidFare({ ride }: { ride: Ride }) {
  useT(); // re-rendered in the new language when the switch changes
  if (ride.status !== 'completed') return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm" data-testid="paid-fare">
      {ride.finalFareCents !== null && (
        <p>
          {FARE_TEXT.finalFare}: <strong>{formatEuro(ride.finalFareCents / 100)}</strong>
          {ride.fareSource === 'capped' || ride.fareSource === 'fixed' ? ` (${fareSourceLabel(ride.fareSource)})` : ''}
          {ride.paymentMethod && ` · ${paymentLabel(ride.paymentMethod)}`}
        </p>
      )}
      <ReceiptLink ride={ride} />
    </div>
  );
}
