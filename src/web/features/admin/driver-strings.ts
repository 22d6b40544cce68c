import { t } from '@/i18n/i18n';

/** The office's register of drivers: its sentences said by code (design §14), in the active language (design §16). */
export const DRIVER_TEXT = {
  /** How many customers chose 'Non voglio più questo taxista' for him: the office sees the count, never who. */
  excludedBy: (customers: number) => t('office.drivers.excludedBy', { n: customers }),
} as const;
