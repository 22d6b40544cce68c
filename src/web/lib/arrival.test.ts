import { describe, expect, it } from 'vitest';
import { arrivalText } from './arrival';

describe("the taxi's arrival", () => {
  const ride = { acceptedAt: '2026-11-26T09:35:00Z', estimatedArrival: 7, pickupLat: 41.64, pickupLon: 13.34 };
  it('counts the promised minutes down to the arrival time, in Rome time', () => {
    expect(arrivalText(ride, Date.parse('2026-11-26T09:35:00Z'))).toBe('7 min · alle 10:42');
    expect(arrivalText(ride, Date.parse('2026-11-26T09:38:30Z'))).toBe('4 min · alle 10:42');
  });
  it('stops at 0 once the time is past, and says nothing without a driver', () => {
    expect(arrivalText(ride, Date.parse('2026-11-26T09:50:00Z'))).toBe('0 min · alle 10:42');
    expect(arrivalText({ ...ride, acceptedAt: null, estimatedArrival: null }, Date.now())).toBeNull();
  });
  it('counts from where the taxi is now when its live position is known', () => {
    const now = Date.parse('2026-11-26T09:40:00Z');
    // 0.02° of latitude north of the pickup: 2.2 km, 2.9 km of road at 30 km/h.
    const twoKmAway = { at: { lat: 41.66, lon: 13.34 }, roadFactor: 1.3 };
    expect(arrivalText(ride, now, twoKmAway)).toBe('6 min · alle 10:46');
    // At the pickup it is a minute, never 0 while the taxi has not said it arrived.
    expect(arrivalText(ride, now, { at: { lat: 41.64, lon: 13.34 }, roadFactor: 1.3 })).toBe('1 min · alle 10:41');
    // Without a position (or a pinned pickup) the promise counts.
    expect(arrivalText(ride, now, { at: null, roadFactor: 1.3 })).toBe('2 min · alle 10:42');
    expect(arrivalText({ ...ride, pickupLat: null }, now, twoKmAway)).toBe('2 min · alle 10:42');
  });
});
