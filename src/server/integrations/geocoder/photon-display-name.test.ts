import { describe, expect, it } from 'vitest';
import { photonDisplayName } from './photon-display-name';

const base = { osm_id: 1, osm_type: 'W' };

describe('photonDisplayName', () => {
  it('writes a named place Nominatim-style, the name first', () => {
    expect(
      photonDisplayName({
        ...base,
        name: 'Stazione di Frosinone',
        street: 'Piazzale Kambo',
        postcode: '03100',
        city: 'Frosinone',
        county: 'Frosinone',
        state: 'Lazio',
        country: 'Italia',
      }),
    ).toBe('Stazione di Frosinone, Piazzale Kambo, 03100 Frosinone, Lazio, Italia');
  });

  it('puts the house number after the street and keeps "Italia" (dropping it is the web\'s job)', () => {
    expect(
      photonDisplayName({ ...base, street: 'Via Aldo Moro', housenumber: '104', postcode: '03100', city: 'Frosinone', country: 'Italia' }),
    ).toBe('Via Aldo Moro 104, 03100 Frosinone, Italia');
  });

  it('writes repeated parts once', () => {
    expect(
      photonDisplayName({ ...base, name: 'Cassino', city: 'Cassino', postcode: '03043', county: 'Frosinone', state: 'Lazio', country: 'Italia' }),
    ).toBe('Cassino, 03043, Frosinone, Lazio, Italia');
    expect(photonDisplayName({ ...base, name: 'Via Roma', street: 'via roma', city: 'Frosinone' })).toBe('Via Roma, Frosinone');
  });

  it('is empty when nothing is known', () => {
    expect(photonDisplayName({ ...base, name: '  ' })).toBe('');
  });
});
