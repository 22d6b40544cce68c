import { describe, expect, it } from 'vitest';
import { haversineMeters } from '../../integrations/router/great-circle-router';
import { matchFixedRoute, tripMatchesRoute } from './fixed-routes.rules';

// Frosinone station and the hospital: two places, 300 m and 200 m around them.
const station = { lat: 41.6271, lon: 13.3197 };
const hospital = { lat: 41.6575, lon: 13.3386 };
const route = { a: { ...station, radiusMeters: 300 }, b: { ...hospital, radiusMeters: 200 }, amountCents: 1500 };

/** A point `meters` north of `from` (a degree of latitude is the same length everywhere on the sphere). */
function north(from: { lat: number; lon: number }, meters: number) {
  const oneDegree = haversineMeters({ lat: 0, lon: 0 }, { lat: 1, lon: 0 });
  return { lat: from.lat + meters / oneDegree, lon: from.lon };
}

describe('fixed-fare route matching (design §15)', () => {
  it('matches in both directions', () => {
    expect(tripMatchesRoute(station, hospital, route)).toBe(true);
    expect(tripMatchesRoute(hospital, station, route)).toBe(true);
  });

  it('takes a pickup on the edge of the radius, and refuses one a metre outside it', () => {
    expect(tripMatchesRoute(north(station, 299.9), hospital, route)).toBe(true);
    expect(tripMatchesRoute(north(station, 300.5), hospital, route)).toBe(false);
    expect(tripMatchesRoute(station, north(hospital, 199.9), route)).toBe(true);
    expect(tripMatchesRoute(station, north(hospital, 201), route)).toBe(false);
  });

  it('needs each end in its own place: both ends near the station is not the route', () => {
    expect(tripMatchesRoute(station, north(station, 100), route)).toBe(false);
  });

  it('chooses the cheapest of overlapping routes, none when nothing matches', () => {
    const wide = { ...route, a: { ...station, radiusMeters: 2000 }, amountCents: 1800 };
    const cheap = { ...route, amountCents: 1400 };
    expect(matchFixedRoute(station, hospital, [wide, route, cheap])).toBe(cheap);
    expect(matchFixedRoute(north(station, 1000), hospital, [wide, route, cheap])).toBe(wide);
    expect(matchFixedRoute(north(station, 5000), hospital, [wide, route, cheap])).toBeNull();
  });
});
