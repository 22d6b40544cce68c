import { type FormEvent, useId, useState } from 'react';
import { centsToEuroText, parseEuroCents } from '@shared/fare';
import { slotToInstant } from '@shared/schedule';
import type { TariffVersion } from '@shared/tariffs.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useT } from '@/i18n/i18n';
import { useScheduleTariff } from '../api/tariffs';
import { TARIFF_ERRORS, TARIFF_TEXT } from './tariff-strings';
import { type Said, said } from '../office-text';

type Field = 'day' | 'time' | 'base' | 'perKm' | 'minimum' | 'night' | 'weekend';
const MONEY: ReadonlyArray<Field> = ['base', 'perKm', 'minimum'];
const PERCENT: ReadonlyArray<Field> = ['night', 'weekend'];

const formOf = (v: TariffVersion | undefined): Record<Field, string> => ({
  day: '',
  time: '00:00',
  base: v ? centsToEuroText(v.baseCents) : '',
  perKm: v ? centsToEuroText(v.perKmCents) : '',
  minimum: v ? centsToEuroText(v.minimumCents) : '',
  night: v ? String(v.nightPercent) : '',
  weekend: v ? String(v.weekendPercent) : '',
});

const percentOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * 'Programma una nuova tariffa' (design §15): from a day and a time on the Rome clock (slotToInstant, the same
 * reading as bookings), prefilled with the tariff in force; the server refuses a start that is not in the future.
 */
export function ScheduleTariffForm({ current }: { current: TariffVersion | undefined }) {
  useT();
  const [form, setForm] = useState(() => formOf(current));
  const [errors, setErrors] = useState<Partial<Record<Field, Said>>>({});
  const id = useId();
  const schedule = useScheduleTariff({
    onSuccess: (version) => {
      toast({ title: TARIFF_TEXT.saved, description: `${TARIFF_TEXT.since} ${formatDateTime(version.effectiveFrom)}` });
      setErrors({});
    },
    onError: (error) => setErrors({ day: said(() => errorMessage(error, TARIFF_TEXT.scheduleFailed)) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, Said>> = {};
    const start = slotToInstant(form.day, form.time);
    if (!start) found.day = said(() => TARIFF_TEXT.badDate);
    const cents = Object.fromEntries(MONEY.map((f) => [f, parseEuroCents(form[f])])) as Record<string, number | null>;
    for (const f of MONEY) if (cents[f] === null) found[f] = said(() => TARIFF_ERRORS.amount);
    const percents = Object.fromEntries(PERCENT.map((f) => [f, percentOf(form[f])])) as Record<string, number | null>;
    for (const f of PERCENT) if (percents[f] === null || percents[f]! > 100) found[f] = said(() => TARIFF_ERRORS.percent);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    schedule.mutate({
      effectiveFrom: start!.toISOString(),
      baseCents: cents.base!,
      perKmCents: cents.perKm!,
      minimumCents: cents.minimum!,
      nightPercent: percents.night!,
      weekendPercent: percents.weekend!,
    });
  };

  const field = (name: Field, label: string, props: React.ComponentProps<typeof Input> = {}) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        value={form[name]}
        onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        autoComplete="off"
        {...props}
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className="text-sm text-destructive">
          {errors[name].say()}
        </p>
      )}
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TARIFF_TEXT.schedule}</CardTitle>
        <CardDescription>{TARIFF_TEXT.scheduleHint}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label={TARIFF_TEXT.schedule}>
          {field('day', TARIFF_TEXT.day, { type: 'date' })}
          {field('time', TARIFF_TEXT.time, { type: 'time', step: 60 })}
          {field('base', TARIFF_TEXT.base, { inputMode: 'decimal' })}
          {field('perKm', TARIFF_TEXT.perKm, { inputMode: 'decimal' })}
          {field('minimum', TARIFF_TEXT.minimum, { inputMode: 'decimal' })}
          {field('night', TARIFF_TEXT.night, { inputMode: 'numeric' })}
          {field('weekend', TARIFF_TEXT.weekend, { inputMode: 'numeric' })}
          <div className="flex items-end">
            <Button type="submit" className="w-full" disabled={schedule.isPending}>
              {TARIFF_TEXT.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
