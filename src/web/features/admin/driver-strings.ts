import { countText } from '@shared/durations';

/** The office's register of drivers: its sentences said by code (design §14). */
export const DRIVER_TEXT = {
  /** How many customers chose 'Non voglio più questo taxista' for him: the office sees the count, never who. */
  excludedBy: (customers: number) => `Escluso da ${countText(customers, 'cliente', 'clienti')}`,
} as const;
