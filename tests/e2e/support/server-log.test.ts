import { describe, expect, it } from 'vitest';
import { findPersonalData } from './server-log';

describe('the e2e server log scan', () => {
  it('finds phone numbers however written, and addresses', () => {
    const log = [
      '{"msg":"request","route":"/api/rides/:id","statusCode":200}',
      '{"msg":"x","phone":"+393451234567"}',
      'SMS a +39 347 123 4567',
      'chiamare 347 123 4567',
      '{"pickupAddress":"Via Aldo Moro 104"}',
      'Stazione di Frosinone',
      'SMS (console) a +39•••••••567: Radio Taxi: il tuo codice di verifica è 123456.',
    ].join('\n');
    expect(findPersonalData(log).map((hit) => hit.split(':')[0])).toEqual(['line 2', 'line 3', 'line 4', 'line 5', 'line 6']);
  });

  it('does not take the digit groups of an id for a phone number', () => {
    const line = '{"msg":"SMS (console) a +39•••••••281: la ricevuta: http://localhost/api/rides/8b332742-0611-4ec5-b647-0078649a5038/receipt"}';
    expect(findPersonalData(line)).toEqual([]);
    expect(findPersonalData(`${line} 347 123 4567`)).toHaveLength(1);
  });
});
