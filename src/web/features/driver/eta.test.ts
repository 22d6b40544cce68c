import { describe, expect, it } from 'vitest';
import { parseEta } from './eta';

describe('driver ETA input', () => {
  it.each([
    ['1', 1],
    ['10', 10],
    [' 60 ', 60],
    ['0', null],
    ['61', null],
    ['5.5', null],
    ['5,5', null],
    ['-3', null],
    ['', null],
    ['abc', null],
    ['100', null],
  ])('%j → %s', (text, minutes) => {
    expect(parseEta(text)).toBe(minutes);
  });
});
