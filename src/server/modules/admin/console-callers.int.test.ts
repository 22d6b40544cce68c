import { beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, insertRide, nextMobile } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

const lookup = (phone: string, cookie = admin) =>
  t.app.inject({ url: `/api/admin/customers/lookup?phone=${encodeURIComponent(phone)}`, headers: { cookie } });

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /api/admin/customers/lookup (caller recall)', () => {
  it('answers the caller’s own addresses, most used first, at most 5, for the number however it is typed', async () => {
    const phone = nextMobile();
    const caller = await insertCustomer(t.app, phone);
    const ride = (pickupAddress: string, dropoffAddress: string | null, ago: number, lat = 41.6) =>
      insertRide(t.app, {
        customerId: caller.id,
        pickupAddress,
        pickupLatitude: lat,
        pickupLongitude: 13.3,
        dropoffAddress,
        dropoffLatitude: dropoffAddress ? 41.7 : null,
        dropoffLongitude: dropoffAddress ? 13.4 : null,
        createdAt: minutesAgo(ago),
        status: 'completed',
      });
    await ride('Via Roma 1', 'Stazione', 100, 41.1);
    await ride('Via Roma 1', 'Ospedale', 90, 41.2);
    await ride('Via Roma 1', null, 80, 41.3);
    await ride('Stazione', 'Via Verdi 2', 70);
    await ride('Piazza Garibaldi', 'Via Neri 3', 60);
    await ride('Via Bianchi 4', 'Corso Italia 5', 50);
    // Someone else's rides never show, even from the same pickup.
    const stranger = await insertCustomer(t.app);
    for (let i = 0; i < 5; i++) await insertRide(t.app, { customerId: stranger.id, pickupAddress: 'Casa di un altro', createdAt: minutesAgo(10) });
    // An anonymised ride has no address left.
    await insertRide(t.app, { customerId: caller.id, pickupAddress: null, dropoffAddress: null, anonymisedAt: minutesAgo(1), status: 'completed' });

    const res = await lookup(`0039 ${phone.slice(3, 6)} ${phone.slice(6)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.customer).toEqual({ id: caller.id, phoneNumber: phone });
    expect(body.recentAddresses).toHaveLength(5);
    // 3 × Via Roma 1 (coordinates of the latest), 2 × Stazione, then single ones newest first (a ride's pickup
    // before its drop-off).
    expect(body.recentAddresses.slice(0, 2)).toEqual([
      { address: 'Via Roma 1', lat: 41.3, lon: 13.3, count: 3 },
      { address: 'Stazione', lat: 41.6, lon: 13.3, count: 2 },
    ]);
    expect(body.recentAddresses.slice(2).map((a: { address: string; count: number }) => [a.address, a.count])).toEqual([
      ['Via Bianchi 4', 1],
      ['Corso Italia 5', 1],
      ['Piazza Garibaldi', 1],
    ]);
  });

  it('answers an unknown number with no customer and no addresses', async () => {
    const res = await lookup('0775 123456');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ customer: null, recentAddresses: [] });
  });

  it('refuses a number that is not one (400, Italian) and anyone but the office (401)', async () => {
    const bad = await lookup('12ab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Numero di telefono non valido');
    const anonymous = await t.app.inject({ url: '/api/admin/customers/lookup?phone=3471234567' });
    expect(anonymous.statusCode).toBe(401);
  });
});
