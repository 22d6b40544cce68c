import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer, type JsonReply, type JsonServer, type RecordedRequest } from '../../../../tests/fakes/json-server';
import { GeocoderUnavailableError } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

const viewbox = { minLon: 13.4, minLat: 41.5, maxLon: 13.7, maxLat: 41.7 };
const userAgent = 'RadioTaxi-test/1.0 (test@example.org)';

// Shapes as Nominatim's jsonv2 sends them: numbers for place_id and importance, strings for lat/lon.
function answer(request: RecordedRequest): JsonReply {
  if (request.path === '/search') {
    if (request.query.q === 'rotto') return { body: [{ place_id: 'x' }] };
    if (request.query.q === 'errore') return { status: 503, body: {} };
    return {
      body: [
        { place_id: 11, lat: '41.6395', lon: '13.3426', display_name: 'Piazza della Libertà, Frosinone, Lazio, 03100, Italia', importance: 0.31, category: 'place', type: 'square', address: {} },
        { place_id: 12, lat: '41.9116', lon: '12.4648', display_name: 'Piazza della Libertà, Prati, Roma, Roma Capitale, Lazio, 00192, Italia', importance: 0.42, address: {} },
        { place_id: 13, lat: '41.4917', lon: '13.8314', display_name: 'Cassino, Frosinone, Lazio, Italia', address: {} },
      ],
    };
  }
  if (request.path === '/reverse') {
    if (request.query.lat === '0') return { body: { error: 'Unable to geocode' } };
    return { body: { place_id: 21, lat: '41.6255', lon: '13.3297', display_name: 'Stazione di Frosinone, Piazzale Kambo, Frosinone, Lazio, 03100, Italia' } };
  }
  return { status: 404 };
}

let nominatim: JsonServer;
let geocoder: NominatimGeocoder;
beforeAll(async () => {
  nominatim = await startJsonServer(answer);
  geocoder = new NominatimGeocoder({ url: `${nominatim.url}/`, userAgent, viewbox });
});
afterAll(() => nominatim.close());

describe('NominatimGeocoder', () => {
  it('asks like spec §7 and maps place_id, importance and string coordinates, sorted by importance', async () => {
    const suggestions = await geocoder.search('piazza della libertà');
    expect(nominatim.requests.at(-1)?.query).toEqual({
      q: 'piazza della libertà',
      format: 'jsonv2',
      limit: '5',
      countrycodes: 'it',
      viewbox: '13.4,41.5,13.7,41.7',
      bounded: '0',
      addressdetails: '1',
      'accept-language': 'it',
    });
    expect(nominatim.requests.at(-1)?.headers['user-agent']).toBe(userAgent);
    expect(suggestions).toEqual([
      { display_name: 'Piazza della Libertà, Prati, Roma, Roma Capitale, Lazio, 00192, Italia', importance: 0.42, place_id: '12', lat: 41.9116, lon: 12.4648 },
      { display_name: 'Piazza della Libertà, Frosinone, Lazio, 03100, Italia', importance: 0.31, place_id: '11', lat: 41.6395, lon: 13.3426 },
      { display_name: 'Cassino, Frosinone, Lazio, Italia', importance: 0, place_id: '13', lat: 41.4917, lon: 13.8314 },
    ]);
  });

  it('reverses a point, and answers null for Nominatim\'s "Unable to geocode"', async () => {
    expect(await geocoder.reverse(41.6256, 13.3298)).toEqual({
      display_name: 'Stazione di Frosinone, Piazzale Kambo, Frosinone, Lazio, 03100, Italia',
      lat: 41.6255,
      lon: 13.3297,
    });
    expect(nominatim.requests.at(-1)?.query).toMatchObject({ format: 'jsonv2', 'accept-language': 'it' });
    expect(await geocoder.reverse(0, 0)).toBeNull();
  });

  it('turns a non-2xx or an unexpected shape into GeocoderUnavailableError', async () => {
    await expect(geocoder.search('errore')).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(geocoder.search('rotto')).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
});
