import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePhoton, type FakePhoton } from '../../../../tests/fakes/fake-photon';
import { useTestApp } from '../../testing/use-test-app';

/** design §13: one client searching addresses without end gets 429; everyone else keeps searching. */
let photon: FakePhoton;
beforeAll(async () => {
  photon = await startFakePhoton();
});
afterAll(async () => {
  await photon?.close();
});
const t = useTestApp(() => ({ env: { GEOCODER_URL: photon.url, GEOCODER_MIN_INTERVAL_MS: '0', GEOCODE_REQUESTS_PER_MINUTE: '20' } }));

const search = (remoteAddress: string, q: string) => t.app.inject({ url: `/api/geocode/search?q=${encodeURIComponent(q)}`, remoteAddress });

describe('address search limited per address', () => {
  it('answers the flooder 429 past its allowance, and the others as before; IPv6 counted by /64', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await search(`2001:db8:5:5::${i + 1}`, `Via Marittima ${i}`)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const refused = await search('2001:db8:5:5::99', 'Via Marittima');
    expect(refused.json()).toMatchObject({ code: 'rate_limited', error: 'Troppe ricerche di indirizzi: riprova tra un minuto' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await search('198.51.100.77', 'Via Marittima 12')).statusCode).toBe(200);
    expect((await search('2001:db8:5:6::1', 'Via Marittima 12')).statusCode).toBe(200);
    // Reverse lookups share the allowance.
    expect((await t.app.inject({ url: '/api/geocode/reverse?lat=41.64&lon=13.34', remoteAddress: '2001:db8:5:5::1' })).statusCode).toBe(429);
  });
});
