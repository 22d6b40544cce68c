import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES } from './booking';
import { bookingIssues } from './booking-rules';

const now = new Date('2026-06-10T10:00:00Z');
const base = { pickupAddress: 'Via Roma 1', dropoffAddress: 'Piazza Garibaldi', requestType: 'immediate' as const };

describe('bookingIssues', () => {
  it('accepts a complete immediate booking', () => {
    expect(bookingIssues(base, now)).toEqual([]);
  });

  it('needs both addresses', () => {
    expect(bookingIssues({ ...base, pickupAddress: '  ' }, now)).toEqual([
      { path: 'pickupAddress', message: 'Inserisci entrambi gli indirizzi' },
    ]);
  });

  it('needs a date and time for a scheduled ride', () => {
    expect(bookingIssues({ ...base, requestType: 'scheduled' }, now)[0]?.message).toBe(
      'Seleziona data e ora per la prenotazione',
    );
  });

  it('needs the scheduled time at least 1 hour ahead', () => {
    const issues = bookingIssues({ ...base, requestType: 'scheduled', scheduledTime: '2026-06-10T10:30:00Z' }, now);
    expect(issues[0]?.message).toBe(BOOKING_MESSAGES.tooSoon);
    expect(BOOKING_MESSAGES.tooSoon).toBe('La prenotazione deve essere almeno 1 ora nel futuro');
  });
});
