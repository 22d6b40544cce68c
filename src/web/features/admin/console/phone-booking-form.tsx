import { Loader2, PhoneIcon } from 'lucide-react';
import { lazy, Suspense, type FormEvent, type KeyboardEvent, type RefObject, useId, useRef, useState } from 'react';
import { PASSENGERS } from '@shared/vehicle';
import { formatPhoneNumber } from '@shared/phone';
import { canReceiveSms } from '@shared/phone-sms';
import { AddressInput, pickedAddress } from '@/components/address-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceTabs } from '@/components/ui/choice-tabs';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FeatureCheckboxes } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/error-toast';
import { t, useT } from '@/i18n/i18n';
import { useCreateOfficeRide } from '../api/create-office-ride';
import { CallerRecall } from './caller-recall';
import { CONSOLE_TEXT } from './console-strings';
import type { PhoneBookingState } from './use-phone-booking';

const ScheduleFields = lazy(() => import('@/components/schedule-fields/schedule-fields'));
const T = CONSOLE_TEXT.booking;
const requestTypes = () =>
  [
    { value: 'immediate', label: T.now },
    { value: 'scheduled', label: T.later },
  ] as const;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}

/**
 * design §10: the operator keys in a call; the ride is booked for that phone with no SMS code and dispatched. The
 * form's state lives in the console, so that a click on the fleet map can set the pickup point.
 */
export function PhoneBookingForm({ form, phoneRef }: { form: PhoneBookingState; phoneRef: RefObject<HTMLInputElement | null> }) {
  useT();
  const ids = { phone: useId(), passengers: useId(), notes: useId(), errors: useId(), keys: useId() };
  const dropoffRef = useRef<HTMLInputElement>(null);
  // Folded by default: most calls want any taxi, and the console must stay on one 1366×768 screen (design §10).
  const [optionsOpen, setOptionsOpen] = useState(false);
  const nextCall = () => {
    form.reset();
    setOptionsOpen(false);
    phoneRef.current?.focus();
  };
  const create = useCreateOfficeRide({
    onSuccess: (ride) => {
      form.endAttempt();
      const phone = ride.customerPhone ?? '';
      // design §10: only mobiles are texted; the operator is told when this caller will hear nothing.
      const text = canReceiveSms(phone) ? T.bookedText : T.bookedNoSmsText;
      toast({ title: T.bookedTitle, description: text(formatPhoneNumber(phone)) });
      // The operator's next call starts at the caller's number.
      nextCall();
    },
    onError: (error) => {
      // A refusal is an answer: the next submit is a new attempt. A lost answer keeps the key, so a retry books once.
      if (error instanceof ApiError) form.endAttempt();
      const issue = error instanceof ApiError ? error.issues[0]?.message : undefined;
      showErrorToast(T.failedTitle, issue ?? T.failed, issue ? undefined : error);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const ride = form.validate();
    if (ride) create.mutate({ ride, idempotencyKey: form.attemptKey() });
  };

  // Esc empties the form for the next call, unless a field used it first (closing its suggestions).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    nextCall();
  };

  const errorId = (field: keyof typeof form.errors) => `${ids.errors}-${field}`;
  const invalid = (field: keyof typeof form.errors) =>
    form.errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

  return (
    // Tight spacing: at 1366×768 'Prenota corsa' stays above the fold (design §10).
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PhoneIcon aria-hidden className="size-5" />
          {T.title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={submit} onKeyDown={onKeyDown} noValidate aria-label={T.title}>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.phone}>{T.callerLabel}</Label>
            <Input
              id={ids.phone}
              ref={phoneRef}
              aria-keyshortcuts="F2"
              aria-describedby={ids.keys}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder={T.callerPlaceholder}
              value={form.phone}
              onChange={(e) => form.setPhone(e.target.value)}
              data-testid="caller-phone"
              {...invalid('customerPhone')}
            />
            <FieldError id={errorId('customerPhone')} message={form.errors.customerPhone?.()} />
            {form.callerPhone && !canReceiveSms(form.callerPhone) && (
              <p className="text-sm text-amber-800" data-testid="no-sms-hint">
                {T.noSms}
              </p>
            )}
          </div>
          <CallerRecall
            phone={form.callerPhone}
            onPick={(a) => {
              form.setPickup({ text: a.address, point: a.lat !== null && a.lon !== null ? { lat: a.lat, lon: a.lon } : null });
              // A returning caller: the destination next, where Enter books (at most 3 keys after the number).
              dropoffRef.current?.focus();
            }}
          />
          <div className="grid gap-1">
            <AddressInput
              label={T.pickupLabel}
              placeholder={T.pickupPlaceholder}
              value={form.pickup.text}
              // Typing over a point clicked on the map keeps the point: the text then says where exactly.
              onChange={(text) => form.setPickup({ text, point: form.pickup.fromMap ? form.pickup.point : null, fromMap: form.pickup.fromMap ?? false })}
              onPick={(a) => form.setPickup(pickedAddress(a))}
              testId="office-pickup-input"
            />
            <p className="text-xs text-muted-foreground" data-testid="map-pick-hint">
              {form.pickup.fromMap ? `✓ ${T.mapPicked}` : T.mapHint}
            </p>
            <FieldError id={errorId('pickupAddress')} message={form.errors.pickupAddress?.()} />
          </div>
          <AddressInput
            label={T.dropoffLabel}
            placeholder={T.dropoffNone}
            value={form.dropoff.text}
            onChange={(text) => form.setDropoff({ text, point: null })}
            onPick={(a) => form.setDropoff(pickedAddress(a))}
            testId="office-dropoff-input"
            inputRef={dropoffRef}
          />
          {/* Side by side on a desktop; on the narrowest phone 'Passeggeri' goes under 'Quando' rather than overflow. */}
          <div className="flex flex-wrap justify-between gap-3">
            <div className="grid content-start gap-1.5">
              <span className="text-sm leading-none font-medium">{T.requestType}</span>
              <ChoiceTabs label={T.requestType} value={form.requestType} options={requestTypes()} onValueChange={form.setRequestType} />
            </div>
            <div className="grid w-24 content-start gap-1.5">
              <Label htmlFor={ids.passengers}>{VEHICLE_TEXT.passengers}</Label>
              <Input
                id={ids.passengers}
                type="number"
                inputMode="numeric"
                min={PASSENGERS.min}
                max={PASSENGERS.max}
                value={form.passengers}
                onChange={(e) => form.setPassengers(e.target.value)}
                {...invalid('passengers')}
              />
            </div>
          </div>
          <FieldError id={errorId('passengers')} message={form.errors.passengers?.()} />
          <details
            open={optionsOpen}
            onToggle={(e) => setOptionsOpen(e.currentTarget.open)}
            className="rounded-md border px-3 py-1.5"
            data-testid="office-options"
          >
            <summary className="cursor-pointer text-sm font-medium">
              {T.options}
              {T.optionsChosen(form.requirements.length)}
            </summary>
            <FeatureCheckboxes legend={T.options} legendHidden value={form.requirements} onChange={form.setRequirements} className="pt-2" />
          </details>
          {form.requestType === 'scheduled' && (
            <Suspense fallback={<Loader2 aria-label={t('common.loading')} className="mx-auto animate-spin" />}>
              <ScheduleFields day={form.day} slot={form.slot} onChange={form.setSchedule} />
            </Suspense>
          )}
          <FieldError id={errorId('scheduledTime')} message={form.errors.scheduledTime?.()} />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.notes}>{T.notes}</Label>
            <Textarea
              id={ids.notes}
              value={form.notes}
              maxLength={500}
              rows={1}
              placeholder={T.notesPlaceholder}
              onChange={(e) => form.setNotes(e.target.value)}
            />
          </div>
          <Button type="submit" size="lg" disabled={create.isPending}>
            {create.isPending ? (
              <>
                <Loader2 aria-hidden className="animate-spin" />
                {T.submitting}
              </>
            ) : (
              T.submit
            )}
          </Button>
          <p id={ids.keys} className="text-xs text-muted-foreground" data-testid="console-keys">
            {T.keysHint}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
