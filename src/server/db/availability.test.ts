import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';

const pgError = (code: string, severity = 'ERROR') => Object.assign(new Error(`sqlstate ${code}`), { code, severity });
/** Drizzle wraps the driver's error in its own, the driver's as `cause`. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable (design §13: connection-level trouble is 503)', () => {
  it.each(['08000', '08006', '08P01', '53000', '53100', '53200', '53300', '53400', '57P01', '57P02', '57P03', '57P04', '57P05'])(
    'SQLSTATE %s, also through Drizzle’s wrapping',
    (code) => {
      expect(isDatabaseUnavailable(pgError(code))).toBe(true);
      expect(isDatabaseUnavailable(wrapped(pgError(code, 'FATAL')))).toBe(true);
    },
  );

  it('55000 only as the FATAL answer to connecting ("database is not currently accepting connections")', () => {
    expect(isDatabaseUnavailable(wrapped(pgError('55000', 'FATAL')))).toBe(true);
    // The same state for a statement (currval before nextval) is the query's own fault.
    expect(isDatabaseUnavailable(wrapped(pgError('55000')))).toBe(false);
  });

  it('a query the database refused is not unavailability', () => {
    for (const code of ['23505', '40001', '57014', '42P01']) expect(isDatabaseUnavailable(wrapped(pgError(code)))).toBe(false);
  });
});
