import { RIDE_LIMITS } from '@shared/constants';

/** spec §5 "Driver ETA": a whole number of minutes from 1 to 60, typed as text; null otherwise. */
export function parseEta(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const minutes = Number(trimmed);
  return minutes >= RIDE_LIMITS.etaMinMinutes && minutes <= RIDE_LIMITS.etaMaxMinutes ? minutes : null;
}
