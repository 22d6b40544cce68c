import { Calculator, Loader2 } from 'lucide-react';
import { lazy, Suspense, type FormEvent, type ReactNode } from 'react';
import { AddressInput, pickedAddress } from '@/components/address-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ChoiceTabs } from '@/components/ui/choice-tabs';
import { useT } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/error-toast';
import { useCalculateFare } from './api/calculate-fare';
import { bookingText } from './booking-strings';
import { RIGHT_TAXI_TEXT } from './right-taxi-strings';
import type { BookingFormState } from './use-booking-form';


const ScheduleFields = lazy(() => import('@/components/schedule-fields/schedule-fields'));
// design §14: the options bring the features' labels and rules, loaded when the customer opens them.
const BookingOptions = lazy(() => import('./booking-options'));
// Fare formatting pulls in the shared date/number helpers: loaded with the first estimate.
const FareCard = lazy(() => import('./fare-card').then((m) => ({ default: m.FareCard })));

interface BookingFormProps {
  form: BookingFormState;
  onSubmit: () => void;
  submitting: boolean;
  /** The verified-phone banner, between the form fields and the submit button. */
  banner: ReactNode;
}

/** The server's codes for a trip it cannot place or route, and what the form says instead of an estimate. */
const UNAVAILABLE_BECAUSE: Record<string, 'fareUnavailableGeocoder' | 'fareUnavailableNotFound' | 'fareUnavailableRouter'> = {
  geocoder_unavailable: 'fareUnavailableGeocoder',
  address_not_found: 'fareUnavailableNotFound',
  router_unavailable: 'fareUnavailableRouter',
};

/** spec §2.1 booking form: addresses, fare, Subito/Prenota, the taxi's options (design §14), submit. */
export function BookingForm({ form, onSubmit, submitting, banner }: BookingFormProps) {
  const t = useT();
  const requestTypes = [
    { value: 'immediate', label: t('booking.now') },
    { value: 'scheduled', label: t('booking.later') },
  ] as const;
  const bothFilled = form.pickup.text.trim() !== '' && form.dropoff.text.trim() !== '';
  const fare = useCalculateFare({
    onSuccess: form.setFare,
    onError: (err) => {
      console.warn('Calcolo della tariffa non riuscito', err);
      // issue 21: the address service cannot place or route the trip: no estimate, and the booking goes on.
      const unavailable = err instanceof ApiError && err.code ? UNAVAILABLE_BECAUSE[err.code] : undefined;
      if (unavailable) return form.setFareUnavailable(bookingText(unavailable));
      // No answer at all (offline) has its own text in spec §8; an answer carries the server's reason.
      if (err instanceof ApiError) showErrorToast(t('common.error'), bookingText('fareFailed'), err);
      else showErrorToast(t('common.error'), bookingText('fareNetwork'));
    },
  });

  const calculate = () => {
    if (!bothFilled) {
      showErrorToast(bookingText('missingTitle'), bookingText('missingAddressesForFare'));
      return;
    }
    const { pickupAddress, dropoffAddress, pickup, dropoff, scheduledTime } = form.request();
    fare.mutate({ pickupAddress, dropoffAddress, pickup, dropoff, scheduledTime });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Card>
      <CardContent>
        <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
          <AddressInput
            label={t('booking.pickupLabel')}
            placeholder={t('booking.pickupPlaceholder')}
            value={form.pickup.text}
            onChange={(text) => form.setPickup({ text, point: null })}
            onPick={(a) => form.setPickup(pickedAddress(a))}
            withCurrentLocation
            testId="pickup-input"
          />
          <AddressInput
            label={t('booking.dropoffLabel')}
            placeholder={t('booking.dropoffPlaceholder')}
            value={form.dropoff.text}
            onChange={(text) => form.setDropoff({ text, point: null })}
            onPick={(a) => form.setDropoff(pickedAddress(a))}
            testId="dropoff-input"
          />

          {bothFilled && (
            <Button variant="outline" onClick={calculate} disabled={fare.isPending}>
              {fare.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Calculator aria-hidden />}
              {t('booking.calculate')}
            </Button>
          )}
          {form.fare && (
            <Suspense fallback={<div className="h-[220px] animate-pulse rounded-xl bg-muted" />}>
              <FareCard fare={form.fare} />
            </Suspense>
          )}
          {form.fareUnavailable && (
            <div role="status" data-testid="fare-unavailable" className="rounded-xl border bg-muted/40 p-4 text-sm">
              <p className="font-semibold">{bookingText('fareUnavailableTitle')}</p>
              <p className="mt-1 text-muted-foreground">
                {form.fareUnavailable} {bookingText('fareUnavailableGoOn')}
              </p>
            </div>
          )}

          <ChoiceTabs
            label={t('booking.when')}
            value={form.requestType}
            options={requestTypes}
            onValueChange={form.setRequestType}
            className="w-full"
          />
          {form.requestType === 'scheduled' && (
            <Suspense fallback={<div className="h-[420px] animate-pulse rounded-md bg-muted" />}>
              <ScheduleFields day={form.day} slot={form.slot} onChange={form.setSchedule} />
            </Suspense>
          )}

          <details
            open={form.optionsOpen}
            onToggle={(e) => form.setOptionsOpen(e.currentTarget.open)}
            className="rounded-md border px-3 py-2"
            data-testid="booking-options"
          >
            <summary className="cursor-pointer py-1 text-sm font-medium">
              {RIGHT_TAXI_TEXT.options}
              {RIGHT_TAXI_TEXT.optionsChosen(form.requirements.length + (form.passengers.trim() ? 1 : 0))}
            </summary>
            {form.optionsOpen && (
              <Suspense fallback={<Loader2 aria-label={t('common.loading')} className="mx-auto my-2 animate-spin" />}>
                <BookingOptions form={form} />
              </Suspense>
            )}
          </details>

          {banner}

          <Button type="submit" size="lg" disabled={submitting} data-testid="request-taxi">
            {submitting && <Loader2 className="animate-spin" aria-hidden />}
            {submitting ? t('booking.sending') : t('booking.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
