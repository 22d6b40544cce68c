import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import { addressSuggestionsSchema, reverseResultSchema } from '../../../shared/geocode.schemas';
import { registerErrorHandling } from '../../http/error-handler';
import { createGeocoder, GeocoderBusyError, type Geocoder } from '../../integrations/geocoder';
import { geocodeRoutes } from './geocode.routes';

async function buildTestApp(geocoder: Geocoder): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorate('geocoder', geocoder);
  // The per-address limit is an integration test's (geocode-limits.int.test.ts): here every request passes.
  app.decorate('throttles', { geocodePerAddress: { consume: async () => undefined } } as unknown as FastifyInstance['throttles']);
  await app.register(geocodeRoutes);
  await app.ready();
  return app;
}

let photon: FakePhoton;
let app: FastifyInstance;
beforeAll(async () => {
  photon = await startFakePhoton();
  const geocoder = createGeocoder({
    kind: 'photon',
    url: photon.url,
    userAgent: 'RadioTaxi-test/1.0',
    minIntervalMs: 0,
    viewbox: { minLon: 13.4, minLat: 41.5, maxLon: 13.7, maxLat: 41.7 },
  });
  app = await buildTestApp(geocoder);
});
afterAll(async () => {
  await app.close();
  await photon.close();
});

describe('GET /api/geocode/search', () => {
  it('answers suggestions with coordinates, highest importance first, cacheable by the browser only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/geocode/search', query: { q: '  Ospedale Spaziani ' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const suggestions = addressSuggestionsSchema.parse(response.json());
    expect(suggestions).toEqual([
      {
        display_name: 'Ospedale Fabrizio Spaziani, Via Armando Fabi, 03100 Frosinone, Lazio, Italia',
        importance: 1,
        place_id: 'W222385790',
        lat: 41.6278,
        lon: 13.3072,
      },
    ]);
    expect(photon.requests.at(-1)?.query.q).toBe('ospedale spaziani');
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/geocode/search?q=zzzzzz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['missing', ''],
    ['too short after trimming', '?q=%20ab%20'],
    ['too long', `?q=${'a'.repeat(201)}`],
  ])('refuses a query that is %s with 400 and an Italian message', async (_label, query) => {
    const before = photon.requests.length;
    const response = await app.inject({ method: 'GET', url: `/api/geocode/search${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: string; issues: unknown[] }>();
    expect(body.error).toMatch(/caratteri|indirizzo/);
    expect(body.issues.length).toBeGreaterThan(0);
    expect(photon.requests.length).toBe(before);
  });

  it('answers 503 geocoder_unavailable when the upstream fails', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/geocode/search?q=errore%20voluto' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'Servizio indirizzi non disponibile', code: 'geocoder_unavailable' });
  });

  it('answers 503 geocoder_busy with Retry-After when the upstream queue is full', async () => {
    const busy: Geocoder = {
      search: () => Promise.reject(new GeocoderBusyError()),
      reverse: () => Promise.reject(new GeocoderBusyError()),
    };
    const busyApp = await buildTestApp(busy);
    try {
      const response = await busyApp.inject({ method: 'GET', url: '/api/geocode/search?q=via%20roma' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toMatchObject({ code: 'geocoder_busy' });
    } finally {
      await busyApp.close();
    }
  });
});

describe('GET /api/geocode/reverse', () => {
  it('answers the address at a point', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=41.6256&lon=13.3298' });
    expect(response.statusCode).toBe(200);
    expect(reverseResultSchema.parse(response.json())).toEqual({
      display_name: 'Stazione di Frosinone, Piazzale Kambo, 03100 Frosinone, Lazio, Italia',
      lat: 41.6255,
      lon: 13.3297,
    });
  });

  it('answers 404 where nothing is known', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/geocode/reverse?lat=-45&lon=-120' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'address_not_found' });
  });

  it.each(['lat=91&lon=13', 'lat=41.6&lon=-181', 'lat=&lon=13', 'lat=abc&lon=13', 'lon=13'])(
    'refuses %s with 400',
    async (query) => {
      const response = await app.inject({ method: 'GET', url: `/api/geocode/reverse?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation' });
    },
  );
});
