import { secondsText } from '@shared/durations';
import { formatKm } from '@/lib/format';

/** The Italian of design §11's offer card, in one place. */
export const OFFER_TEXTS = {
  title: 'Corsa proposta a te',
  intro: 'Sei il taxi più vicino: accetta o rifiuta prima che passi a un altro.',
  accept: 'Accetta',
  refuse: 'Rifiuta',
  timeUp: 'Tempo scaduto: la corsa passa al prossimo taxi',
  refuseFailed: 'Non è stato possibile rifiutare la corsa',
  acceptFailed: 'Non è stato possibile accettare la corsa',
  retry: 'Controlla la connessione e riprova.',
  accepted: 'Corsa accettata',
  acceptedDetail: 'Il cliente è stato avvisato.',
  refused: 'Corsa rifiutata',
  refusedDetail: 'È passata al prossimo taxi.',
  distance: (km: number | null) => (km === null ? 'Distanza non nota' : `A ${formatKm(km)} da te`),
  secondsLeft: (seconds: number) => `Rispondi entro ${secondsText(seconds)}`,
} as const;

/**
 * The ETA the card suggests: the pickup's straight-line distance driven at 30 km/h in town (2 min a km), rounded
 * up, at least 2 (pulling out and turning round) and at most 60. The driver changes it if the road says otherwise.
 */
export function suggestedEta(pickupDistanceKm: number | null, fallback: number): number {
  if (pickupDistanceKm === null) return fallback;
  return Math.min(60, Math.max(2, Math.ceil(pickupDistanceKm * 2)));
}
