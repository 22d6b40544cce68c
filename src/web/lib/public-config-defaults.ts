/**
 * The web app's fallback when the server did not inject the config: the deployment defaults themselves
 * (src/shared/config-defaults.ts). Kept DOM-free.
 */
export { PUBLIC_CONFIG_DEFAULTS as DEFAULT_PUBLIC_CONFIG } from '@shared/config-defaults';
