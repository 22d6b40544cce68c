import { describe, expect, it } from 'vitest';
import { canSendCode, codeDigits, withDefaultPrefix } from './phone-input';

describe('withDefaultPrefix', () => {
  it('adds +39 when there is no leading +', () => {
    expect(withDefaultPrefix('347 123 4567')).toBe('+393471234567');
  });
  it('keeps a typed international prefix', () => {
    expect(withDefaultPrefix('+41 79 123 45 67')).toBe('+41791234567');
    expect(withDefaultPrefix('0039 347-123-4567')).toBe('+393471234567');
  });
});

describe('canSendCode', () => {
  it('needs at least 10 characters', () => {
    expect(canSendCode('347123456')).toBe(false);
    expect(canSendCode('3471234567')).toBe(true);
    expect(canSendCode('   34712  ')).toBe(false);
  });
});

describe('codeDigits', () => {
  it('keeps up to six digits', () => {
    expect(codeDigits('12 34-5678')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeDigits('a')).toEqual([]);
  });
});
