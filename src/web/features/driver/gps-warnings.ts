/** spec §8 "GPS warnings on the card", word for word. */
export const GPS_WARNINGS = {
  denied: 'Permesso GPS negato. Usando posizione simulata.',
  unavailable: 'Posizione non disponibile. Usando posizione simulata.',
  timeout: 'Timeout GPS. Usando posizione simulata.',
  error: 'Errore GPS. Usando posizione simulata.',
  unsupported: 'Geolocalizzazione non supportata. Usando posizione simulata.',
} as const;

/** GeolocationPositionError codes: 1 denied, 2 unavailable, 3 timeout. */
export function warningFor(error: { code: number }): string {
  if (error.code === 1) return GPS_WARNINGS.denied;
  if (error.code === 2) return GPS_WARNINGS.unavailable;
  if (error.code === 3) return GPS_WARNINGS.timeout;
  return GPS_WARNINGS.error;
}
