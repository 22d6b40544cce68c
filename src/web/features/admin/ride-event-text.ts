import type { UserType } from '@shared/domain';
import { RIDE_EVENT_TYPES, type RideEvent } from '@shared/rides.schemas';
import { activeLanguage, t } from '@/i18n/i18n';
import { formatEuro } from '@/lib/format';
import { translatedRecord } from './office-text';

/** Who did something to a ride, as the office says it. */
export const ACTOR_LABELS: Record<RideEvent['actorRole'], string> = translatedRecord(
  ['customer', 'driver', 'admin', 'system'],
  (role) => `office.actor.${role}`,
);

/** 'Annullata da' in the details dialog. */
export const cancelledByLabel = (who: UserType | null): string => (who ? ACTOR_LABELS[who] : t('office.notSpecified'));

/** design §4 history, one line per event type; keyed by every type so a new one must be worded in the catalogue. */
const EVENT_TEXTS = translatedRecord(RIDE_EVENT_TYPES, (type) => `office.event.${type}`);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const minutes = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** The event's line with what its details add: the minutes offered on acceptance, the reason of a cancel. */
export function eventText(event: Pick<RideEvent, 'type' | 'details'>): string {
  const base = EVENT_TEXTS[event.type] ?? event.type;
  const eta = minutes(event.details?.estimatedArrival);
  const reason = text(event.details?.reason);
  if (eta !== null && (event.type === 'accepted' || event.type === 'assigned' || event.type === 'reassigned')) {
    return t('office.event.withEta', { text: base, minutes: eta });
  }
  if (reason && (event.type === 'cancelled' || event.type === 'dropped')) return `${base}: ${reason}`;
  const meter = minutes(event.details?.meterFareCents);
  // design §15: what the meter said, which a capped fare was capped from.
  if (meter !== null && event.type === 'completed') return t('office.event.withMeter', { text: base, amount: formatEuro(meter / 100) });
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
  if (event.type === 'offer_expired') return t('office.event.offerExpiredFor', { name });
  const round = minutes(event.details?.round);
  const km = minutes(event.details?.pickupDistanceKm);
  if (round === null) return t('office.event.offeredTo', { name });
  if (km === null) return t('office.event.offeredToNth', { name, round });
  return t('office.event.offeredToNthAt', { name, round, km: km.toLocaleString(activeLanguage(), { maximumFractionDigits: 2 }) });
}

/** 'Taxista Mario Rossi', 'Cliente', 'Centrale', 'Sistema'. */
export function actorText(event: Pick<RideEvent, 'actorRole' | 'actorName'>): string {
  const role = ACTOR_LABELS[event.actorRole];
  return event.actorName ? `${role} ${event.actorName}` : role;
}
