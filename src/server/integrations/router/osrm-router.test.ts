import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJsonServer, type JsonServer } from '../../../../tests/fakes/json-server';
import { createRouter } from './index';
import { GreatCircleRouter } from './great-circle-router';
import { OsrmRouter } from './osrm-router';
import { RouterUnavailableError } from './router';

const frosinone = { lat: 41.6396, lon: 13.339 };
const cassino = { lat: 41.4917, lon: 13.8314 };
const sea = { lat: 41.0, lon: 12.0 };

let osrm: JsonServer;
beforeAll(async () => {
  osrm = await startJsonServer((request) => {
    if (request.path.includes('12,41')) return { status: 400, body: { code: 'NoSegment', message: 'Could not find a matching segment' } };
    if (request.path.includes('0,0')) return { body: { code: 'Ok', routes: [] } };
    return {
      body: {
        code: 'Ok',
        routes: [{ distance: 52_345.6, duration: 2_410.2, weight: 2_410.2, weight_name: 'routability', legs: [] }],
        waypoints: [],
      },
    };
  });
});
afterAll(() => osrm.close());

describe('OsrmRouter', () => {
  it('asks /route/v1/driving with lon,lat pairs and maps distance and duration', async () => {
    const route = await new OsrmRouter(osrm.url).route(frosinone, cassino);
    expect(route).toEqual({ distanceMeters: 52_345.6, durationSeconds: 2_410.2 });
    const request = osrm.requests.at(-1);
    expect(request?.path).toBe('/route/v1/driving/13.339,41.6396;13.8314,41.4917');
    expect(request?.query).toEqual({ overview: 'false' });
  });

  it('keeps a path prefix in the base URL', async () => {
    await new OsrmRouter(`${osrm.url}/osrm`).route(frosinone, cassino);
    expect(osrm.requests.at(-1)?.path).toBe('/osrm/route/v1/driving/13.339,41.6396;13.8314,41.4917');
  });

  it('throws RouterUnavailableError for a refusal, an empty answer or an unreachable server', async () => {
    const router = new OsrmRouter(osrm.url);
    await expect(router.route(frosinone, sea)).rejects.toBeInstanceOf(RouterUnavailableError);
    await expect(router.route(frosinone, { lat: 0, lon: 0 })).rejects.toBeInstanceOf(RouterUnavailableError);
    await expect(new OsrmRouter('http://127.0.0.1:1').route(frosinone, cassino)).rejects.toBeInstanceOf(
      RouterUnavailableError,
    );
  });
});

describe('createRouter', () => {
  it('uses OSRM only when a URL is configured', () => {
    expect(createRouter({ url: osrm.url, roadFactor: 1.3 })).toBeInstanceOf(OsrmRouter);
    expect(createRouter({ url: undefined, roadFactor: 1.3 })).toBeInstanceOf(GreatCircleRouter);
  });
});
