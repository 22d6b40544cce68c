import { describe, expect, it } from 'vitest';
import { byImportance, displayText, keepHouseNumber, nextIndex, suggestionTitle } from './suggestion-text';

const s = (display_name: string, importance: number) => ({ display_name, importance, place_id: display_name, lat: 0, lon: 0 });

describe('suggestion text', () => {
  it('drops a trailing Italia or Italy', () => {
    expect(displayText('Via Roma, Frosinone, Lazio, Italia')).toBe('Via Roma, Frosinone, Lazio');
    expect(displayText('Via Roma, Frosinone, Italy')).toBe('Via Roma, Frosinone');
    expect(displayText('Italia Street, Malta')).toBe('Italia Street, Malta');
  });
  it('takes the first comma part as title', () => {
    expect(suggestionTitle('Stazione di Frosinone, Piazzale Kambo, Italia')).toBe('Stazione di Frosinone');
  });
  it('sorts by importance, highest first', () => {
    expect(byImportance([s('a', 0.2), s('b', 0.9), s('c', 0.5)]).map((x) => x.display_name)).toEqual(['b', 'c', 'a']);
  });
  it('wraps around with the arrow keys', () => {
    expect(nextIndex(-1, 3, 1)).toBe(0);
    expect(nextIndex(2, 3, 1)).toBe(0);
    expect(nextIndex(0, 3, -1)).toBe(2);
    expect(nextIndex(-1, 3, -1)).toBe(2);
    expect(nextIndex(0, 0, 1)).toBe(-1);
  });
  it('keeps the house number typed when the picked street has none (issue 21)', () => {
    expect(keepHouseNumber('via aldo moro 12', 'Via Aldo Moro, 03100 Frosinone')).toBe('Via Aldo Moro 12, 03100 Frosinone');
    expect(keepHouseNumber('Via Aldo Moro 12/b, Frosinone', 'Via Aldo Moro, 03100 Frosinone')).toBe('Via Aldo Moro 12/b, 03100 Frosinone');
    expect(keepHouseNumber('via aldo moro 104', 'Via Aldo Moro 104, 03100 Frosinone')).toBe('Via Aldo Moro 104, 03100 Frosinone');
    expect(keepHouseNumber('stazione', 'Stazione di Frosinone, 03100 Frosinone')).toBe('Stazione di Frosinone, 03100 Frosinone');
    expect(keepHouseNumber('03100 frosinone', 'Frosinone, Lazio')).toBe('Frosinone, Lazio');
  });
});
