/**
 * Settings the web app needs before its first paint (header text, map centre). The server writes
 * them into index.html as a non-executable JSON script, so the phone on a poor signal makes no
 * extra round trip for them.
 */
export interface PublicConfig {
  townName: string;
  taxiPhone: string;
  mapCenter: { lat: number; lon: number };
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
export const PUBLIC_CONFIG_PLACEHOLDER = '<!--app-config-->';

export function renderPublicConfigScript(config: PublicConfig): string {
  // `<` is escaped so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}
