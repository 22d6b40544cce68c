import { describe, expect, it } from 'vitest';
import { GreatCircleRouter, haversineMeters } from './great-circle-router';

const frosinone = { lat: 41.6396, lon: 13.339 };
const romaTermini = { lat: 41.9009, lon: 12.5016 };

describe('GreatCircleRouter', () => {
  it('measures Frosinone → Roma as the crow flies (about 75 km)', () => {
    const meters = haversineMeters(frosinone, romaTermini);
    expect(meters).toBeGreaterThan(73_000);
    expect(meters).toBeLessThan(77_000);
    expect(haversineMeters(frosinone, frosinone)).toBe(0);
  });

  it('scales by the road factor and knows no duration', async () => {
    const route = await new GreatCircleRouter(1.3).route(frosinone, romaTermini);
    // The motorway trip is about 85–95 km; the estimate must land in that neighbourhood.
    expect(route.distanceMeters).toBeGreaterThan(90_000);
    expect(route.distanceMeters).toBeLessThan(102_000);
    expect(route.durationSeconds).toBeNull();
  });
});
