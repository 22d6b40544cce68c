import { Banknote, CreditCard, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { PaymentMethod } from '@shared/domain';
import { centsToEuroText, parseEuroCents, settleFare } from '@shared/fare';
import { METER_FARE_MAX_CENTS, type Completion, type Ride } from '@shared/rides.schemas';
import { FARE_TEXT, paymentLabel } from '@/components/fare/fare-strings';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { activeLanguage, useT } from '@/i18n/i18n';
import { Trans } from '@/i18n/trans';
import { formatEuro } from '@/lib/format';
import { cn } from '@/lib/utils';

interface CompleteRideDialogProps {
  ride: Ride;
  open: boolean;
  busy: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (completion: Completion) => void;
}

const PAYMENT_ICONS: Record<PaymentMethod, typeof Banknote> = { cash: Banknote, card: CreditCard };

/**
 * 'Corsa completata' (design §15): the meter's amount, prefilled with the estimate, in one field with big digits,
 * and 'Contanti' or 'Carta'. A fixed-fare ride asks only the payment. Above the guaranteed maximum the driver reads,
 * before confirming, what the customer will pay: the server caps it the same way (shared settleFare).
 */
export function CompleteRideDialog({ ride, open, busy, onOpenChange, onConfirm }: CompleteRideDialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('driver.step.completed')}</DialogTitle>
          <DialogDescription>
            {ride.fixedFare ? t('driver.complete.fixedText') : t('driver.complete.meterText')}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog's content: each opening starts again from the estimate and no payment chosen. */}
        <CompletionForm ride={ride} busy={busy} onCancel={() => onOpenChange(false)} onConfirm={onConfirm} />
      </DialogContent>
    </Dialog>
  );
}

/** The estimate the field starts with, as the driver would type it: '12,50', in English '12.50' (both are read). */
const typedAmount = (cents: number): string => (activeLanguage() === 'en' ? centsToEuroText(cents).replace(',', '.') : centsToEuroText(cents));

function CompletionForm({ ride, busy, onCancel, onConfirm }: { ride: Ride; busy: boolean; onCancel: () => void; onConfirm: (completion: Completion) => void }) {
  const t = useT();
  const estimateCents = ride.estimatedFare === null ? null : Math.round(ride.estimatedFare * 100);
  const [amount, setAmount] = useState(estimateCents === null ? '' : typedAmount(estimateCents));
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [tried, setTried] = useState(false);
  const amountId = useId();

  const meterCents = ride.fixedFare ? null : parseEuroCents(amount);
  const amountWrong = meterCents === null || meterCents < 1 || meterCents > METER_FARE_MAX_CENTS;
  const amountProblem = ride.fixedFare || !amountWrong ? null : amount.trim()
        ? t('driver.complete.meterInvalid', { max: String(METER_FARE_MAX_CENTS / 100) })
        : t('driver.complete.meterRequired');
  const settled = settleFare({ estimatedFareCents: estimateCents, maxFareCents: ride.maxFareCents, fixedFare: ride.fixedFare }, meterCents);
  const capped = settled.fareSource === 'capped';

  const confirm = () => {
    setTried(true);
    if (amountProblem || !payment) return;
    onConfirm({ paymentMethod: payment, ...(meterCents !== null ? { meterFareCents: meterCents } : {}) });
  };

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      {ride.fixedFare ? (
        <p className="text-lg" data-testid="fixed-fare">
          <Trans
            id="driver.complete.fixedFare"
            values={{ label: FARE_TEXT.fixedFare, amount: formatEuro((estimateCents ?? 0) / 100) }}
            components={{ 0: <strong className="text-2xl" /> }}
          />
        </p>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={amountId}>{t('driver.complete.meterLabel')}</Label>
          <Input
            id={amountId}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            inputMode="decimal"
            autoComplete="off"
            className="h-16 text-center text-4xl font-semibold tabular-nums md:text-4xl"
            aria-invalid={tried && amountProblem ? true : undefined}
            aria-describedby={`${amountId}-hint`}
          />
          <p id={`${amountId}-hint`} className={cn('text-sm', tried && amountProblem ? 'text-destructive' : 'text-muted-foreground')}>
            {tried && amountProblem
              ? amountProblem
              : ride.maxFareCents !== null
                ? t('driver.complete.maxFare', { label: FARE_TEXT.maxFare, amount: formatEuro(ride.maxFareCents / 100) })
                : t('driver.complete.noEstimate')}
          </p>
          {capped && ride.maxFareCents !== null && (
            <p role="alert" className="flex items-start gap-2 rounded-md border border-warning bg-warning/10 p-3 text-sm">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{t('driver.complete.capped', { amount: formatEuro(ride.maxFareCents / 100) })}</span>
            </p>
          )}
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{FARE_TEXT.payment}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['cash', 'card'] as const).map((method) => {
            const Icon = PAYMENT_ICONS[method];
            return (
              <Button
                key={method}
                type="button"
                size="lg"
                className="h-14 text-lg"
                variant={payment === method ? 'default' : 'outline'}
                aria-pressed={payment === method}
                onClick={() => setPayment(method)}
              >
                <Icon aria-hidden /> {paymentLabel(method)}
              </Button>
            );
          })}
        </div>
        {tried && !payment && <p className="text-sm text-destructive">{t('driver.complete.paymentRequired')}</p>}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.back')}
        </Button>
        <Button type="submit" disabled={busy}>
          {settled.finalFareCents !== null && payment
            ? t('driver.complete.confirmAmount', { amount: formatEuro(settled.finalFareCents / 100) })
            : t('driver.complete.confirm')}
        </Button>
      </DialogFooter>
    </form>
  );
}
