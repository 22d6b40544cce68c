import { CheckCircle2 } from 'lucide-react';
import type { Ride } from '@shared/rides.schemas';
import { FARE_TEXT, fareSourceLabel, paymentLabel } from '@/components/fare/fare-strings';
import { ReceiptLink } from '@/components/receipt-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { formatEuro } from '@/lib/format';

/**
 * The ride the driver has just completed (design §15): what the customer paid and how, and its receipt to show or
 * send, until the driver closes the card or takes the next ride.
 */
export function CompletedRideCard({ ride, onClose }: { ride: Ride; onClose: () => void }) {
  const t = useT();
  return (
    <Card className="gap-4" data-testid="completed-ride">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-success" aria-hidden /> {t('driver.step.completed')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{FARE_TEXT.finalFare}</dt>
          <dd className="font-semibold">
            {ride.finalFareCents === null ? FARE_TEXT.notGiven : formatEuro(ride.finalFareCents / 100)}
            {ride.fareSource && ride.fareSource !== 'meter' && ` (${fareSourceLabel(ride.fareSource)})`}
          </dd>
          <dt className="text-muted-foreground">{FARE_TEXT.payment}</dt>
          <dd>{ride.paymentMethod ? paymentLabel(ride.paymentMethod) : FARE_TEXT.notGiven}</dd>
        </dl>
        <div className="flex flex-wrap gap-2 *:flex-1 *:basis-40">
          <ReceiptLink ride={ride} />
          <Button variant="ghost" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
