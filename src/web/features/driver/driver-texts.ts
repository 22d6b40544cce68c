import type { Language } from '@shared/i18n/languages';
import type { ScheduledBadge } from '@shared/request-badges';
import { activeLanguage, t } from '@/i18n/i18n';
import { shownPhone } from '@/lib/shown-phone';

/**
 * The drivers' words that src/shared/** and src/web/lib write in Italian (request badges, counts, removed data), said
 * in the active language from the catalogues (design §16). The rules stay the shared ones; only the words are here.
 */

type Instant = Date | string | number;
const ms = (value: Instant) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** A scheduled request's badge (`scheduledBadge`'s tone, spec §4): its minutes counted the same way, rounded up. */
export function scheduledBadgeText(badge: ScheduledBadge, scheduledTime: Instant, now: Instant): string {
  if (badge.tone === 'late') return t('driver.request.late');
  if (badge.tone === 'urgent') return t('driver.request.imminent');
  return t('driver.request.departsIn', { n: Math.ceil((ms(scheduledTime) - ms(now)) / 60_000) });
}

/** "ora", "2 min fa", "1 h 5 min fa" (`timeSince` of src/shared/request-badges.ts, in the active language). */
export function timeSinceText(createdAt: Instant, now: Instant): string {
  const minutes = Math.floor((ms(now) - ms(createdAt)) / 60_000);
  if (minutes < 1) return t('driver.request.justNow');
  if (minutes < 60) return t('driver.request.minutesAgo', { n: minutes });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? t('driver.request.hoursAgo', { h }) : t('driver.request.hoursMinutesAgo', { h, m });
}

export const passengersCountText = (n: number): string => t('driver.ride.passengers', { n });

/** spec §9: no destination given reads 'Non specificato'; only an anonymised ride (design §13) lost its address. */
export const dropoffText = (ride: { dropoffAddress: string | null; anonymisedAt: string | null }): string =>
  ride.dropoffAddress ?? (ride.anonymisedAt ? t('removed.address') : t('driver.ride.noDropoff'));

/** A number shown one way, spaced (`+39 333 555 1212`); a removed one says so (design §13). */
export const phoneText = (phone: string | null): string => (phone ? shownPhone(phone) : t('driver.ride.phoneRemoved'));

const LOCALES: Record<Language, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE' };

/** A plain number as the active language writes it (4,5 · 4.5). */
export const formatNumber = (value: number): string => value.toLocaleString(LOCALES[activeLanguage()]);
