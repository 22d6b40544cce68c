import { t } from '@/i18n/i18n';
import { formatKm } from '@/lib/format';

/** design §11's offer card, in the active language (design §16): each read gives the catalogue's text. */
export const OFFER_TEXTS = {
  get title() {
    return t('driver.offer.title');
  },
  get intro() {
    return t('driver.offer.intro');
  },
  get accept() {
    return t('driver.offer.accept');
  },
  get refuse() {
    return t('driver.offer.refuse');
  },
  get timeUp() {
    return t('driver.offer.timeUp');
  },
  get refuseFailed() {
    return t('driver.offer.refuseFailed');
  },
  get acceptFailed() {
    return t('driver.offer.acceptFailed');
  },
  get retry() {
    return t('driver.checkConnection');
  },
  get accepted() {
    return t('driver.offer.accepted');
  },
  get acceptedDetail() {
    return t('driver.offer.acceptedDetail');
  },
  get refused() {
    return t('driver.offer.refused');
  },
  get refusedDetail() {
    return t('driver.offer.refusedDetail');
  },
  distance: (km: number | null) => (km === null ? t('driver.offer.distanceUnknown') : t('driver.offer.distance', { km: formatKm(km) })),
  secondsLeft: (seconds: number) => t('driver.offer.secondsLeft', { time: t('time.seconds', { n: seconds }) }),
};

/**
 * The ETA the card suggests: the pickup's straight-line distance driven at 30 km/h in town (2 min a km), rounded
 * up, at least 2 (pulling out and turning round) and at most 60. The driver changes it if the road says otherwise.
 */
export function suggestedEta(pickupDistanceKm: number | null, fallback: number): number {
  if (pickupDistanceKm === null) return fallback;
  return Math.min(60, Math.max(2, Math.ceil(pickupDistanceKm * 2)));
}
