import { t } from '@/i18n/i18n';

/**
 * design §13: what a page shows for an address or a number removed from an old ride (its `anonymisedAt` is set),
 * in one place. Kept apart from format.ts, whose date library the booking page's first load must not carry.
 */
export const REMOVED_ADDRESS = 'Indirizzo rimosso';
export const REMOVED_PHONE = 'Numero rimosso';

/** In the active language: the customer's pages show it too (design §16). */
export const shownAddress = (address: string | null): string => address ?? t('removed.address');

/** spec §9: a ride booked without a destination reads 'Non specificato'; only an anonymised one lost its address. */
export const NO_DROPOFF = 'Non specificato';
export const shownDropoff = (ride: { dropoffAddress: string | null; anonymisedAt: string | null }): string =>
  ride.dropoffAddress ?? (ride.anonymisedAt ? REMOVED_ADDRESS : NO_DROPOFF);
