import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_DRIVER_RATING, type DriverForm, driverFormSchema } from '@shared/admin.schemas';
import type { Driver } from '@shared/drivers.schemas';
import { formatPhoneNumber } from '@shared/phone';
import { SEATS } from '@shared/vehicle';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FeatureCheckboxes } from '@/components/vehicle/vehicle-features';
import { VEHICLE_TEXT } from '@/components/vehicle/vehicle-strings';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { showErrorToast } from '@/lib/error-toast';
import { formatRating } from '@/lib/format';
import { useT } from '@/i18n/i18n';
import { useSaveDriver } from './api/save-driver';
import { driverFormIssueText } from './driver-strings';
import { translatedRecord } from './office-text';

type FormOutput = z.output<typeof driverFormSchema>;
const FIELDS = ['name', 'phoneNumber', 'licensePlate', 'carModel', 'licenseNumber', 'rating'] as const;
type Field = (typeof FIELDS)[number];

// design §15: 'Licenza n.' is printed on the receipt.
const LABELS: Record<Field, string> = translatedRecord(FIELDS, (field) => `office.driverForm.${field}`);
const PLACEHOLDERS: Record<Field, string> = {
  name: 'Mario Rossi',
  phoneNumber: '+39 347 123 4567',
  licensePlate: 'AB123CD',
  carModel: 'Fiat Tipo',
  licenseNumber: '123',
  rating: formatRating(DEFAULT_DRIVER_RATING),
};

const emptyForm: DriverForm = {
  name: '',
  phoneNumber: '',
  licensePlate: '',
  carModel: '',
  licenseNumber: '',
  rating: formatRating(DEFAULT_DRIVER_RATING),
  seats: SEATS.default,
  features: [],
};
const formOf = (driver: Driver | null): DriverForm =>
  driver
    ? {
        name: driver.name,
        // Shown as the table shows it; the form's rules read spaces away.
        phoneNumber: formatPhoneNumber(driver.phoneNumber),
        licensePlate: driver.licensePlate,
        carModel: driver.carModel,
        licenseNumber: driver.licenseNumber ?? '',
        rating: formatRating(driver.rating),
        seats: driver.seats,
        features: [...driver.features],
      }
    : emptyForm;

/** design §14: the car's seats and features come after the text fields. */
const CAR_FIELDS = ['seats', 'features'] as const;
type ErrorField = Field | (typeof CAR_FIELDS)[number];
const isField = (name: string): name is ErrorField => ([...FIELDS, ...CAR_FIELDS] as readonly string[]).includes(name);

/** 'Aggiungi Taxista' / 'Modifica Taxista' (spec §2.8); the server checks the same rules again. */
export function DriverFormDialog({ open, driver, onClose }: { open: boolean; driver: Driver | null; onClose: () => void }) {
  const t = useT();
  const editing = driver !== null;
  const form = useForm<DriverForm, unknown, FormOutput>({
    resolver: zodResolver(driverFormSchema),
    defaultValues: formOf(driver),
  });

  const { reset } = form;
  useEffect(() => {
    if (open) reset(formOf(driver));
  }, [open, driver, reset]);

  const save = useSaveDriver({
    onSuccess: () => {
      toast({ title: t('office.success'), description: editing ? t('office.driverForm.updated') : t('office.driverForm.added') });
      reset(emptyForm);
      onClose();
    },
    onError: (error) => {
      showErrorToast(t('common.error'), editing ? t('office.driverForm.updateFailed') : t('office.driverForm.addFailed'));
      if (!(error instanceof ApiError)) return;
      // The reason goes next to the field it concerns (a number already in use, a rule only the server knows).
      for (const issue of error.issues) {
        const name = issue.path.split('.').pop() ?? '';
        if (isField(name)) form.setError(name, { message: issue.message });
      }
      if (error.status === 409 && error.serverMessage) form.setError('phoneNumber', { message: error.serverMessage });
    },
  });

  const title = editing ? t('office.driverForm.editTitle') : t('office.drivers.add');
  const issue = (message: string | undefined) => (message ? driverFormIssueText(message) : undefined);
  const seatsError = issue(form.formState.errors.seats?.message);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {t('office.driverForm.description')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => save.mutate({ driverId: driver?.id, driver: values }))}>
          {FIELDS.map((field) => {
            const error = issue(form.formState.errors[field]?.message);
            const id = `driver-${field}`;
            return (
              <div key={field} className="grid gap-2">
                <Label htmlFor={id}>{LABELS[field]}</Label>
                <Input
                  id={id}
                  placeholder={PLACEHOLDERS[field]}
                  inputMode={field === 'phoneNumber' ? 'tel' : field === 'rating' ? 'decimal' : undefined}
                  autoComplete="off"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  {...form.register(field)}
                />
                {error && (
                  <p id={`${id}-error`} className="text-sm text-destructive">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <div className="grid gap-2">
            <Label htmlFor="driver-seats">{VEHICLE_TEXT.seats}</Label>
            <Input
              id="driver-seats"
              type="number"
              inputMode="numeric"
              min={SEATS.min}
              max={SEATS.max}
              className="w-24"
              aria-invalid={seatsError ? true : undefined}
              aria-describedby={seatsError ? 'driver-seats-error' : undefined}
              {...form.register('seats', { valueAsNumber: true })}
            />
            {seatsError && (
              <p id="driver-seats-error" className="text-sm text-destructive">
                {seatsError}
              </p>
            )}
          </div>
          <Controller
            control={form.control}
            name="features"
            render={({ field, fieldState }) => (
              <div className="grid gap-1">
                <FeatureCheckboxes legend={VEHICLE_TEXT.features} value={field.value ?? []} onChange={field.onChange} />
                {fieldState.error?.message && <p className="text-sm text-destructive">{issue(fieldState.error.message)}</p>}
              </div>
            )}
          />
          <DialogFooter>
            <Button type="submit" disabled={save.isPending}>
              {editing ? t('office.driverForm.save') : t('office.drivers.add')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
