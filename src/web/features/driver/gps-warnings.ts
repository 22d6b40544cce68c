import { t } from '@/i18n/i18n';

/** spec §8 "GPS warnings on the card": which one, said in the active language by `gpsWarningText`. */
export type GpsWarning = 'denied' | 'unavailable' | 'timeout' | 'error' | 'unsupported';

/** The Italian is the spec's, word for word (catalogue `driver.gps.warning.*`). */
export const gpsWarningText = (warning: GpsWarning): string => t(`driver.gps.warning.${warning}`);

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function warningFor(error: { code: number }): GpsWarning {
  if (error.code === 1) return 'denied';
  if (error.code === 2) return 'unavailable';
  if (error.code === 3) return 'timeout';
  return 'error';
}
