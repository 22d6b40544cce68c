import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isItalianMobile, normalizePhoneNumber } from './phone';

describe('normalizePhoneNumber', () => {
  it('adds +39 when the number has no leading +', () => {
    expect(normalizePhoneNumber('347 123 4567')).toBe('+393471234567');
    expect(normalizePhoneNumber('3471234567')).toBe('+393471234567');
  });

  it('keeps a number typed with its own prefix', () => {
    expect(normalizePhoneNumber('+39 347-123-4567')).toBe('+393471234567');
    expect(normalizePhoneNumber('0039 347 1234567')).toBe('+393471234567');
    expect(normalizePhoneNumber('+44 7911 123456')).toBe('+447911123456');
  });

  it('rejects what is not a phone number', () => {
    expect(normalizePhoneNumber('')).toBeNull();
    expect(normalizePhoneNumber('abc')).toBeNull();
    expect(normalizePhoneNumber('12')).toBeNull();
    expect(normalizePhoneNumber('347123456789012345')).toBeNull();
  });
});

describe('isItalianMobile', () => {
  it('accepts +39 3… mobiles and refuses landlines and foreign numbers', () => {
    expect(isItalianMobile('+393471234567')).toBe(true);
    expect(isItalianMobile('+390775123456')).toBe(false);
    expect(isItalianMobile('+447911123456')).toBe(false);
  });
});

describe('formatPhoneNumber', () => {
  it('groups the digits for reading', () => {
    expect(formatPhoneNumber('+393471234567')).toBe('+39 347 123 4567');
  });
});
