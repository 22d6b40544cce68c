import { describe, expect, it } from 'vitest';
import { bookableDays, romeDay, romeSlot, scheduleProblem, slotToInstant, timeSlots } from './schedule';

describe('timeSlots', () => {
  it('runs every 30 minutes from 00:00 to 23:30', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe('00:00');
    expect(slots[1]).toBe('00:30');
    expect(slots.at(-1)).toBe('23:30');
  });
});

describe('bookableDays', () => {
  it('runs from today to 30 days ahead, by the Rome calendar', () => {
    expect(bookableDays(new Date('2026-06-10T10:00:00Z'))).toEqual({ first: '2026-06-10', last: '2026-07-10' });
    // 23:30 UTC is already the next day in Rome.
    expect(bookableDays(new Date('2026-06-10T23:30:00Z'))).toEqual({ first: '2026-06-11', last: '2026-07-11' });
  });
});

describe('slotToInstant', () => {
  it('reads the slot as Rome wall-clock time in summer and in winter', () => {
    expect(slotToInstant('2026-06-10', '14:30')?.toISOString()).toBe('2026-06-10T12:30:00.000Z');
    expect(slotToInstant('2026-01-10', '14:30')?.toISOString()).toBe('2026-01-10T13:30:00.000Z');
  });

  it('moves a time in the spring DST gap forward, as a Rome clock does', () => {
    const at = slotToInstant('2026-03-29', '02:30')!;
    expect(romeSlot(at)).toBe('03:30');
  });

  it('refuses malformed days and slots that are not on the half hour', () => {
    expect(slotToInstant('10/06/2026', '14:30')).toBeNull();
    expect(slotToInstant('2026-06-10', '14:15')).toBeNull();
    expect(slotToInstant('2026-06-10', '24:00')).toBeNull();
  });

  it('round-trips with romeDay and romeSlot', () => {
    const at = slotToInstant('2026-10-25', '23:30')!;
    expect(romeDay(at)).toBe('2026-10-25');
    expect(romeSlot(at)).toBe('23:30');
  });
});

describe('scheduleProblem', () => {
  const now = new Date('2026-06-10T10:00:00Z'); // 12:00 Rome

  it('needs at least 1 hour ahead', () => {
    expect(scheduleProblem(slotToInstant('2026-06-10', '12:30')!, now)).toBe('too_soon');
    expect(scheduleProblem(slotToInstant('2026-06-10', '13:00')!, now)).toBeNull();
    expect(scheduleProblem(slotToInstant('2026-06-10', '13:00')!, new Date('2026-06-10T10:00:01Z'))).toBe('too_soon');
    expect(scheduleProblem(slotToInstant('2026-06-09', '13:00')!, now)).toBe('too_soon');
  });

  it('allows up to the 30th day ahead, whole day', () => {
    expect(scheduleProblem(slotToInstant('2026-07-10', '23:30')!, now)).toBeNull();
    expect(scheduleProblem(slotToInstant('2026-07-11', '00:00')!, now)).toBe('too_far');
  });

  it('accepts only 30-minute slots', () => {
    expect(scheduleProblem(new Date('2026-06-11T10:15:00Z'), now)).toBe('not_a_slot');
    expect(scheduleProblem(new Date('2026-06-11T10:00:01Z'), now)).toBe('not_a_slot');
  });
});
