import type { PublicConfig } from './public-config.schemas';

/** Where the server puts the public settings (their schema: public-config.schemas.ts) in each page. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
export const PUBLIC_CONFIG_PLACEHOLDER = '<!--app-config-->';

export function renderPublicConfigScript(config: PublicConfig): string {
  // `<` is escaped so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}
