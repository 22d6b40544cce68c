import { useId } from 'react';
import { PASSENGERS } from '@shared/vehicle';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FeatureCheckboxes } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { RIGHT_TAXI_TEXT } from './right-taxi-strings';
import type { BookingFormState } from './use-booking-form';

const T = RIGHT_TAXI_TEXT;

/**
 * design §14 'Opzioni': what the taxi must have and how many travel. Loaded when the customer opens the options,
 * with the features' labels and rules: the booking page's first load carries neither.
 */
export default function BookingOptions({ form }: { form: BookingFormState }) {
  const ids = { passengers: useId(), hint: useId(), error: useId() };
  const error = form.passengersError;
  return (
    <div className="grid gap-3 pt-3">
      <FeatureCheckboxes legend={T.featuresLegend} value={form.requirements} onChange={form.setRequirements} />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.passengers}>{VEHICLE_TEXT.passengers}</Label>
        <Input
          id={ids.passengers}
          type="number"
          inputMode="numeric"
          min={PASSENGERS.min}
          max={PASSENGERS.max}
          className="w-24"
          value={form.passengers}
          onChange={(e) => form.setPassengers(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          data-testid="passengers-input"
        />
        {error && (
          <p id={ids.error} className="text-sm text-destructive">
            {error}
          </p>
        )}
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {T.passengersHint}
        </p>
      </div>
    </div>
  );
}
