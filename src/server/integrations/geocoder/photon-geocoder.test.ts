import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import { startJsonServer } from '../../../../tests/fakes/json-server';
import { GeocoderUnavailableError } from './geocoder';
import { PhotonGeocoder } from './photon-geocoder';

const viewbox = { minLon: 13.4, minLat: 41.5, maxLon: 13.7, maxLat: 41.7 };
const userAgent = 'RadioTaxi-test/1.0 (test@example.org)';
let photon: FakePhoton;
let geocoder: PhotonGeocoder;

beforeAll(async () => {
  photon = await startFakePhoton();
  geocoder = new PhotonGeocoder({ url: photon.url, userAgent, viewbox });
});
afterAll(() => photon.close());

describe('PhotonGeocoder.search', () => {
  it('maps features to suggestions with display_name, place_id, lat/lon and a rank-based importance', async () => {
    const suggestions = await geocoder.search('Via Aldo Moro');
    expect(suggestions).toEqual([
      {
        display_name: 'Via Aldo Moro, 03100 Frosinone, Lazio, Italia',
        importance: 1,
        place_id: 'W48279143',
        lat: 41.6312,
        lon: 13.3365,
      },
      {
        display_name: 'Via Aldo Moro 104, 03100 Frosinone, Lazio, Italia',
        importance: 0.99,
        place_id: 'N3360478211',
        lat: 41.6334,
        lon: 13.3388,
      },
      {
        display_name: 'Via Aldo Moro, 03043 Cassino, Frosinone, Lazio, Italia',
        importance: 0.98,
        place_id: 'W44162855',
        lat: 41.4893,
        lon: 13.829,
      },
    ]);
  });

  it('sends the query with a location bias at the viewbox centre, not a bbox filter, and the User-Agent', async () => {
    await geocoder.search('Roma Termini');
    const request = photon.requests.at(-1);
    expect(request?.path).toBe('/api/');
    expect(request?.userAgent).toBe(userAgent);
    expect(request?.query).toMatchObject({ q: 'Roma Termini', lang: 'default', limit: '10' });
    expect(Number(request?.query.lat)).toBeCloseTo(41.6);
    expect(Number(request?.query.lon)).toBeCloseTo(13.55);
    expect(request?.query.bbox).toBeUndefined();
  });

  it('keeps only places in Italy', async () => {
    const suggestions = await geocoder.search('stazione');
    expect(suggestions.map((s) => s.place_id)).toEqual(['N1850331762']);
  });

  it('answers at most 5, sorted by importance', async () => {
    const many = await geocoder.search('italia');
    expect(many).toHaveLength(5);
    expect([...many].sort((a, b) => b.importance - a.importance)).toEqual(many);
  });

  it('turns an upstream 500 into GeocoderUnavailableError', async () => {
    await expect(geocoder.search('errore')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });

  it('turns an outage (503 from the proxy in front of Photon) into GeocoderUnavailableError', async () => {
    photon.mode = 'down';
    try {
      await expect(geocoder.search('Via Aldo Moro')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    } finally {
      photon.mode = 'ok';
    }
  });

  it('turns an unexpected shape or an unreachable host into GeocoderUnavailableError', async () => {
    const odd = await startJsonServer(() => ({ body: [{ display_name: 'not GeoJSON' }] }));
    try {
      await expect(new PhotonGeocoder({ url: odd.url, userAgent, viewbox }).search('via roma')).rejects.toBeInstanceOf(
        GeocoderUnavailableError,
      );
    } finally {
      await odd.close();
    }
    await expect(
      new PhotonGeocoder({ url: 'http://127.0.0.1:1', userAgent, viewbox }).search('via roma'),
    ).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});

describe('PhotonGeocoder.reverse', () => {
  it('answers the nearest place', async () => {
    expect(await geocoder.reverse(41.9012, 12.5019)).toEqual({
      display_name: 'Roma Termini, Piazza dei Cinquecento, 00185 Roma, Roma Capitale, Lazio, Italia',
      lat: 41.9009,
      lon: 12.5016,
    });
    const request = photon.requests.at(-1);
    expect(request?.path).toBe('/reverse');
    expect(request?.userAgent).toBe(userAgent);
  });

  it('answers null where nothing is known', async () => {
    expect(await geocoder.reverse(0, 0)).toBeNull();
  });
});
