import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorWithoutData } from './log-options';

/** What pg gives for a failed statement: a message, a SQLSTATE and the fields that locate it. */
function databaseError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), fields);
}

describe('errorWithoutData', () => {
  it('keeps the statement and the reason of a failed query, not its parameters nor the detail', () => {
    const cause = databaseError('duplicate key value violates unique constraint "customers_phone_number_unique"', {
      code: '23505',
      constraint: 'customers_phone_number_unique',
      table: 'customers',
      detail: 'Key (phone_number)=(+393471234567) already exists.',
    });
    const err = new DrizzleQueryError('insert into "customers" ("phone_number") values ($1)', ['+393471234567'], cause);
    const logged = errorWithoutData(err) as Record<string, unknown>;
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query: insert into "customers" ("phone_number") values ($1): duplicate key value violates unique constraint "customers_phone_number_unique"',
      code: '23505',
      constraint: 'customers_phone_number_unique',
      table: 'customers',
    });
    expect(JSON.stringify(logged)).not.toContain('3471234567');
    expect(logged.stack).toContain('caused by');
  });

  it('drops the value PostgreSQL quotes in a data exception', () => {
    const logged = errorWithoutData(databaseError('invalid input syntax for type uuid: "+393471234567"', { code: '22P02' }));
    expect(logged).toMatchObject({ message: 'invalid input syntax for type uuid', code: '22P02' });
    expect(JSON.stringify(logged)).not.toContain('3471234567');
  });

  it('leaves what is not an error as it is', () => {
    expect(errorWithoutData('testo')).toBe('testo');
  });
});
