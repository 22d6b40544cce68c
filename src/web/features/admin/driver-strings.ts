import { DRIVER_FORM_MESSAGES } from '@shared/admin.schemas';
import { SEATS, VEHICLE_MESSAGES } from '@shared/vehicle';
import { t } from '@/i18n/i18n';

/** The office's register of drivers: its sentences said by code (design §14), in the active language (design §16). */
export const DRIVER_TEXT = {
  /** How many customers chose 'Non voglio più questo taxista' for him: the office sees the count, never who. */
  excludedBy: (customers: number) => t('office.drivers.excludedBy', { n: customers }),
} as const;

type FormMessage = keyof typeof DRIVER_FORM_MESSAGES;

/**
 * A field's problem as the office reads it: the shared rules word theirs in Italian (the server answers with them
 * too), so the form finds the message's key and says it in the active language; a server's own text stays as it came.
 */
export function driverFormIssueText(message: string): string {
  const key = (Object.keys(DRIVER_FORM_MESSAGES) as FormMessage[]).find((k) => DRIVER_FORM_MESSAGES[k] === message);
  if (key) return t(`office.driverForm.error.${key}`);
  if (message === VEHICLE_MESSAGES.seats) return t('office.driverForm.error.seats', { min: SEATS.min, max: SEATS.max });
  return message;
}
