import { describe, expect, it } from 'vitest';
import { arrivalText } from './arrival';

describe("the taxi's arrival", () => {
  const ride = { acceptedAt: '2026-11-26T09:35:00Z', estimatedArrival: 7 };
  it('counts the minutes down to the arrival time, in Rome time', () => {
    expect(arrivalText(ride, Date.parse('2026-11-26T09:35:00Z'))).toBe('7 min · alle 10:42');
    expect(arrivalText(ride, Date.parse('2026-11-26T09:38:30Z'))).toBe('4 min · alle 10:42');
  });
  it('stops at 0 once the time is past, and says nothing without a driver', () => {
    expect(arrivalText(ride, Date.parse('2026-11-26T09:50:00Z'))).toBe('0 min · alle 10:42');
    expect(arrivalText({ acceptedAt: null, estimatedArrival: null }, Date.now())).toBeNull();
  });
});
