import { t } from '@/i18n/i18n';
import { shownPhone } from '@/lib/shown-phone';

/**
 * design §13's removed data and spec §9's missing destination as the office reads them, in the active language
 * (design §16); src/web/lib keeps the Italian words for the areas not translated yet.
 */
export const officeDropoff = (ride: { dropoffAddress: string | null; anonymisedAt: string | null }): string =>
  ride.dropoffAddress ?? (ride.anonymisedAt ? t('removed.address') : t('office.notSpecified'));

export const officePhone = (phone: string | null): string => (phone ? shownPhone(phone) : t('office.phoneRemoved'));
