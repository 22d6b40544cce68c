import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@shared/public-config';
import { DEFAULT_PUBLIC_CONFIG } from './public-config-defaults';

let cached: PublicConfig | undefined;

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A duration setting: 0 or more (fractions allowed: a test deployment waits seconds, not minutes). */
const duration = (value: unknown, fallback: number) => (isFiniteNumber(value) && value >= 0 ? value : fallback);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** Field by field, so one bad value does not throw away the rest (and zod stays out of the first bundle). */
function normalize(raw: unknown): PublicConfig {
  const d = DEFAULT_PUBLIC_CONFIG;
  if (typeof raw !== 'object' || raw === null) return d;
  const r = raw as Record<string, unknown>;
  const center = record(r.mapCenter);
  const rides = record(r.rides);
  return {
    townName: typeof r.townName === 'string' && r.townName.trim() ? r.townName.trim() : d.townName,
    taxiPhone: typeof r.taxiPhone === 'string' ? r.taxiPhone.trim() : d.taxiPhone,
    mapCenter: {
      lat: isFiniteNumber(center.lat) ? center.lat : d.mapCenter.lat,
      lon: isFiniteNumber(center.lon) ? center.lon : d.mapCenter.lon,
    },
    rides: {
      autoCompleteSeconds: duration(rides.autoCompleteSeconds, d.rides.autoCompleteSeconds),
      noShowWaitMinutes: duration(rides.noShowWaitMinutes, d.rides.noShowWaitMinutes),
    },
    dispatchPolicy: r.dispatchPolicy === 'nearest' || r.dispatchPolicy === 'broadcast' ? r.dispatchPolicy : d.dispatchPolicy,
  };
}

function read(): PublicConfig {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return DEFAULT_PUBLIC_CONFIG;
  try {
    return normalize(JSON.parse(text));
  } catch {
    console.warn('Configurazione pubblica non leggibile, uso i valori predefiniti');
    return DEFAULT_PUBLIC_CONFIG;
  }
}

/**
 * The first screen is rendered where there is no page to read from (src/web/entry-server.tsx): it is given the
 * settings the server writes into the page, normalised the same way the browser will read them.
 */
export function setPublicConfigForServerRender(raw: PublicConfig): void {
  cached = normalize(raw);
}

/** The server-injected settings; read from the page once, then constant for the page's life. */
export function getPublicConfig(): PublicConfig {
  cached ??= read();
  return cached;
}

/**
 * "Frosinone" → "Frosinone e provincia". A town name that already names its province
 * (like the neutral default) is used as it is, so the text never says "provincia" twice.
 */
export function serviceArea(townName: string): string {
  return /provincia/i.test(townName) ? townName : `${townName} e provincia`;
}

/** `tel:` wants no spaces or separators, only digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
