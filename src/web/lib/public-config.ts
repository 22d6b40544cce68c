import type { Translate } from '@/i18n/i18n';
import { PUBLIC_CONFIG_DEFAULTS } from '@shared/config-defaults';
import { PUBLIC_CONFIG_ELEMENT_ID } from '@shared/public-config';
import type { PublicConfig } from '@shared/public-config.schemas';

let cached: PublicConfig | undefined;

/**
 * What the server wrote into the page. It built it from its environment through the page's schema
 * (src/shared/public-config.schemas.ts), so the page takes it as it is and does not carry zod in its first bundle
 * to check it again (ADR 221). A page served without it (`vite preview`) gets the deployment defaults.
 */
function read(): PublicConfig {
  const text = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return PUBLIC_CONFIG_DEFAULTS;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    console.warn('Configurazione pubblica non leggibile, uso i valori predefiniti');
    return PUBLIC_CONFIG_DEFAULTS;
  }
}

/**
 * The first screen is rendered where there is no page to read from (src/web/entry-server.tsx): it is given the
 * settings the server writes into the page.
 */
export function setPublicConfigForServerRender(config: PublicConfig): void {
  cached = config;
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
export function serviceArea(townName: string, t: Translate): string {
  return /provincia/i.test(townName) ? townName : t('shell.serviceArea', { town: townName });
}

/** `tel:` wants no spaces or separators, only digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
