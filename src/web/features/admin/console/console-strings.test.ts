import { describe, expect, it } from 'vitest';
import { CONSOLE_TEXT } from './console-strings';

describe("the fleet's counts", () => {
  it('agree in number with each count', () => {
    expect(CONSOLE_TEXT.fleet.summary(1, 1, 0)).toBe('1 libero · 1 occupato');
    expect(CONSOLE_TEXT.fleet.summary(2, 0, 1)).toBe('2 liberi · 0 occupati · 1 non raggiungibile');
  });
});
