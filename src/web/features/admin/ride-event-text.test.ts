import { describe, expect, it } from 'vitest';
import { RIDE_EVENT_TYPES, type RideEvent } from '@shared/rides.schemas';
import { actorText, cancelledByLabel, eventText } from './ride-event-text';

const event = (type: RideEvent['type'], details: RideEvent['details'] = null) => ({ type, details });

describe("the office's ride history (design §4)", () => {
  it('words every event type in Italian', () => {
    const lines = RIDE_EVENT_TYPES.map((type) => eventText(event(type)));
    expect(new Set(lines).size).toBe(RIDE_EVENT_TYPES.length);
    for (const [i, line] of lines.entries()) expect(line, RIDE_EVENT_TYPES[i]).not.toMatch(/_|^[a-z]/);
    expect(eventText(event('arrived'))).toBe('Taxi arrivato al punto di partenza');
    expect(eventText(event('no_show'))).toBe('Cliente assente');
  });

  it('adds the minutes offered to an acceptance and the reason to a cancel', () => {
    expect(eventText(event('accepted', { estimatedArrival: 7 }))).toBe('Corsa accettata (arrivo in 7 min)');
    expect(eventText(event('cancelled', { reason: 'Guasto al veicolo' }))).toBe('Corsa annullata: Guasto al veicolo');
    expect(eventText(event('cancelled', { reason: '  ' }))).toBe('Corsa annullata');
    expect(eventText(event('completed', { reason: 'ignored' }))).toBe('Corsa completata');
    expect(eventText(event('completed', { meterFareCents: 2870 }))).toBe('Corsa completata (tassametro 28,70\u00a0€)');
  });

  it('says to whom each offer went, how far, and which one timed out (design §11)', () => {
    expect(eventText(event('offered', { driverName: 'Mario Rossi', round: 1, pickupDistanceKm: 0.35 }))).toBe(
      'Proposta a Mario Rossi (1ª proposta, a 0,35 km)',
    );
    expect(eventText(event('offer_expired', { driverName: 'Mario Rossi', round: 2 }))).toBe(
      'Proposta a Mario Rossi scaduta senza risposta',
    );
    expect(eventText(event('offer_refused', { round: 1 }))).toBe('Proposta rifiutata dal taxista');
  });

  it('names the actor: a driver by name, the others by role', () => {
    expect(actorText({ actorRole: 'driver', actorName: 'Mario Rossi' })).toBe('Taxista Mario Rossi');
    expect(actorText({ actorRole: 'customer', actorName: null })).toBe('Cliente');
    expect(actorText({ actorRole: 'admin', actorName: null })).toBe('Centrale');
    expect(actorText({ actorRole: 'system', actorName: null })).toBe('Sistema');
    expect(cancelledByLabel('driver')).toBe('Taxista');
    expect(cancelledByLabel(null)).toBe('Non specificato');
  });
});
