import type { PublicConfig } from '@shared/public-config';

/**
 * Used when the server did not inject the config (e.g. `vite preview`) and by the dev server's
 * injection. Kept DOM-free so vite.config.ts can import it.
 */
export const DEFAULT_PUBLIC_CONFIG: PublicConfig = {
  townName: 'Città e Provincia',
  taxiPhone: '',
  mapCenter: { lat: 41.9028, lon: 12.4964 },
};
