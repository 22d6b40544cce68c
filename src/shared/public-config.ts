/**
 * Settings the web app needs before its first paint (header text, map centre). The server writes
 * them into index.html as a non-executable JSON script, so the phone on a poor signal makes no
 * extra round trip for them.
 */
export interface PublicConfig {
  townName: string;
  taxiPhone: string;
  mapCenter: { lat: number; lon: number };
  /**
   * How a ride ends on this deployment (design §4): the customer's screen completes it this long after
   * acceptance (`RIDE_AUTO_COMPLETE_SECONDS`, the spec's 30; 0 = only the driver or the office complete it), and the
   * driver may report 'Cliente assente' after waiting this long at the pickup (`NO_SHOW_WAIT_MINUTES`).
   */
  rides: { autoCompleteSeconds: number; noShowWaitMinutes: number };
  /**
   * design §11 `DISPATCH_POLICY`: under `nearest` the drivers' dashboard sends its position while free too, since
   * the ride goes to the taxi nearest the pickup (the spec's tracking only during a ride is enough for `broadcast`).
   */
  dispatchPolicy: 'broadcast' | 'nearest';
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'app-config';
export const PUBLIC_CONFIG_PLACEHOLDER = '<!--app-config-->';

export function renderPublicConfigScript(config: PublicConfig): string {
  // `<` is escaped so that no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
}
