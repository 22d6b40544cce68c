import type { UserType } from '@shared/domain';
import type { RideEvent, RideEventType } from '@shared/rides.schemas';
import { formatEuro } from '@/lib/format';

/** Who did something to a ride, as the office says it. */
export const ACTOR_LABELS: Record<RideEvent['actorRole'], string> = {
  customer: 'Cliente',
  driver: 'Taxista',
  admin: 'Centrale',
  system: 'Sistema',
};

/** 'Annullata da' in the details dialog. */
export const cancelledByLabel = (who: UserType | null): string => (who ? ACTOR_LABELS[who] : 'Non specificato');

/** design §4 history, one Italian line per event type; keyed by every type so a new one must be worded here. */
const EVENT_TEXTS: Record<RideEventType, string> = {
  created: 'Richiesta creata',
  offered: 'Proposta a un taxista',
  offer_refused: 'Proposta rifiutata dal taxista',
  offer_expired: 'Proposta scaduta senza risposta',
  bid_lost: 'Offerta arrivata dopo un altro taxista',
  accepted: 'Corsa accettata',
  assigned: 'Assegnata dalla centrale',
  reassigned: 'Riassegnata dalla centrale',
  arrived: 'Taxi arrivato al punto di partenza',
  on_board: 'Passeggero a bordo',
  completed: 'Corsa completata',
  no_show: 'Cliente assente',
  cancelled: 'Corsa annullata',
  expired: 'Scaduta: nessun taxista ha accettato',
  dropped: 'Restituita dal taxista: di nuovo in cerca di un taxi',
  redispatched: 'Ridistribuita dalla centrale',
};

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const minutes = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The event's line with what its details add: the minutes offered on acceptance, the reason of a cancel. */
export function eventText(event: Pick<RideEvent, 'type' | 'details'>): string {
  const base = EVENT_TEXTS[event.type] ?? event.type;
  const eta = minutes(event.details?.estimatedArrival);
  const reason = text(event.details?.reason);
  if (eta !== null && (event.type === 'accepted' || event.type === 'assigned' || event.type === 'reassigned')) {
    return `${base} (arrivo in ${eta} min)`;
  }
  if (reason && (event.type === 'cancelled' || event.type === 'dropped')) return `${base}: ${reason}`;
  const meter = minutes(event.details?.meterFareCents);
  // design §15: what the meter said, which a capped fare was capped from.
  if (meter !== null && event.type === 'completed') return `${base} (tassametro ${formatEuro(meter / 100)})`;
  const offer = offerText(event);
  if (offer) return offer;
  return base;
}

/**
 * design §11 offers, so that a driver's complaint can be answered: to whom, how far, which round. The offered
 * driver is in the details (the offer is the system's act, not the driver's).
 */
function offerText(event: Pick<RideEvent, 'type' | 'details'>): string | null {
  if (event.type !== 'offered' && event.type !== 'offer_expired') return null;
  const name = text(event.details?.driverName);
  if (!name) return null;
  const round = minutes(event.details?.round);
  const km = minutes(event.details?.pickupDistanceKm);
  const distance = km === null ? '' : `, a ${km.toLocaleString('it-IT', { maximumFractionDigits: 2 })} km`;
  const nth = round === null ? '' : ` (${round}ª proposta${distance})`;
  return event.type === 'offered' ? `Proposta a ${name}${nth}` : `Proposta a ${name} scaduta senza risposta`;
}

/** 'Taxista Mario Rossi', 'Cliente', 'Centrale', 'Sistema'. */
export function actorText(event: Pick<RideEvent, 'actorRole' | 'actorName'>): string {
  const role = ACTOR_LABELS[event.actorRole];
  return event.actorName ? `${role} ${event.actorName}` : role;
}
