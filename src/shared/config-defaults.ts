// With an extension: vite.config.ts loads this file, and Vite's native config loader (its future default) resolves
// only what is written in full.
import { RIDE_LIMITS } from './constants.js';
import type { PublicConfig } from './public-config.schemas';

/**
 * The public settings a deployment gets when it sets none (README "Configuration"): read by the server's
 * environment parsing, by the Vite dev server that stands in for it, and by the web app when a page comes
 * without them (`vite preview`). One place, so the header never names one town in development and another
 * in production.
 */
export const PUBLIC_CONFIG_DEFAULTS: PublicConfig = {
  townName: 'Frosinone',
  taxiPhone: '+39 0775 123456',
  mapCenter: { lat: 41.9028, lon: 12.4964 },
  rides: { autoCompleteSeconds: RIDE_LIMITS.autoCompleteSeconds, noShowWaitMinutes: RIDE_LIMITS.noShowWaitMinutes },
  dispatchPolicy: 'broadcast',
  roadFactor: 1.3,
};
