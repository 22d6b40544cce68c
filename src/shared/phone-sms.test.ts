import { describe, expect, it } from 'vitest';
import { canReceiveSms } from './phone-sms';

describe('canReceiveSms (design §10)', () => {
  it('texts mobiles, Italian and foreign, and never a landline', () => {
    expect(canReceiveSms('+393471234567')).toBe(true);
    expect(canReceiveSms('+41791234567')).toBe(true);
    expect(canReceiveSms('+390775123456')).toBe(false);
    expect(canReceiveSms('+390612345678')).toBe(false);
    expect(canReceiveSms('+4930123456')).toBe(false);
  });
});
