import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminRidesPage } from '../../../shared/admin.schemas';
import { RIDE_STATUSES } from '../../../shared/ride-states';
import { insertCustomer, insertDriver, insertRide } from '../../testing/fixtures';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();
let admin: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await loginAdmin(t.app);
  const marco = await insertCustomer(t.app, '+393331234567');
  const anna = await insertCustomer(t.app, '+393409876543');
  const driver = await insertDriver(t.app, { name: 'Paolo Conti' });
  const base = Date.parse('2026-04-01T08:00:00Z');
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  const ride = async (key: string, values: Parameters<typeof insertRide>[1]) => {
    ids[key] = (await insertRide(t.app, values)).id;
  };
  await ride('stazione', {
    customerId: marco.id,
    customerPhone: marco.phoneNumber,
    pickupAddress: 'Stazione di Frosinone, Piazzale Kambo',
    dropoffAddress: 'Ospedale Fabrizio Spaziani',
    createdAt: at(0),
  });
  await ride('ospedale', {
    customerId: anna.id,
    customerPhone: anna.phoneNumber,
    pickupAddress: 'Via Aldo Moro 12, Frosinone',
    dropoffAddress: 'STAZIONE DI FROSINONE',
    status: 'accepted',
    acceptedDriverId: driver.id,
    estimatedArrivalMinutes: 8,
    estimatedFareCents: 1500,
    createdAt: at(10),
  });
  await ride('prenotata', {
    customerId: marco.id,
    customerPhone: marco.phoneNumber,
    pickupAddress: 'Corso della Repubblica 5, Frosinone',
    dropoffAddress: 'Aeroporto di Roma Fiumicino',
    requestType: 'scheduled',
    scheduledTime: at(600),
    expiresAt: at(605),
    createdAt: at(20),
  });
  await ride('annullata', {
    customerId: anna.id,
    customerPhone: anna.phoneNumber,
    pickupAddress: 'Via 100% Sconto_Promo, Alatri',
    dropoffAddress: 'Piazza Santa Maria Maggiore, Alatri',
    status: 'cancelled',
    createdAt: at(30),
  });
});

const list = async (query: string): Promise<AdminRidesPage> => {
  const res = await t.app.inject({ url: `/api/admin/rides${query}`, headers: { cookie: admin } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const keysOf = (page: AdminRidesPage) => page.rides.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

describe('admin rides: server-side search, filters and pages', () => {
  it('lists every ride newest first with the driver name, defaults answered back', async () => {
    const page = await list('');
    expect(keysOf(page)).toEqual(['annullata', 'prenotata', 'ospedale', 'stazione']);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    const accepted = page.rides.find((r) => r.id === ids.ospedale)!;
    expect(accepted).toMatchObject({ driverName: 'Paolo Conti', estimatedArrival: 8, status: 'accepted', estimatedFare: 15 });
    expect(page.rides.find((r) => r.id === ids.stazione)!.driverName).toBeNull();
  });

  it('matches a case-insensitive substring of pickup or dropoff', async () => {
    expect(keysOf(await list('?q=stazione'))).toEqual(['ospedale', 'stazione']);
    expect(keysOf(await list('?q=FIUMICINO'))).toEqual(['prenotata']);
    expect(keysOf(await list('?q=  alatri  '))).toEqual(['annullata']);
    expect((await list('?q=Napoli')).total).toBe(0);
  });

  it('matches the customer phone, also typed with spaces or without the prefix', async () => {
    expect(keysOf(await list(`?q=${encodeURIComponent('+39333')}`))).toEqual(['prenotata', 'stazione']);
    expect(keysOf(await list(`?q=${encodeURIComponent('340 987')}`))).toEqual(['annullata', 'ospedale']);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect(keysOf(await list(`?q=${encodeURIComponent('100%')}`))).toEqual(['annullata']);
    expect(keysOf(await list(`?q=${encodeURIComponent('o_P')}`))).toEqual(['annullata']);
    expect((await list(`?q=${encodeURIComponent('%')}`)).total).toBe(1);
  });

  it("combines search, status and type with AND; 'all' means no filter", async () => {
    expect(keysOf(await list('?status=accepted'))).toEqual(['ospedale']);
    expect(keysOf(await list('?type=scheduled'))).toEqual(['prenotata']);
    expect(keysOf(await list('?q=frosinone&status=pending&type=immediate'))).toEqual(['stazione']);
    expect(keysOf(await list('?q=frosinone&status=pending&type=scheduled'))).toEqual(['prenotata']);
    expect((await list('?q=alatri&status=pending')).total).toBe(0);
    expect((await list('?q=&status=all&type=all')).total).toBe(4);
  });

  it('paginates with the total over all pages', async () => {
    const first = await list('?pageSize=3&page=1');
    const second = await list('?pageSize=3&page=2');
    expect(keysOf(first)).toEqual(['annullata', 'prenotata', 'ospedale']);
    expect(keysOf(second)).toEqual(['stazione']);
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect((await list('?pageSize=3&page=9')).rides).toEqual([]);
  });

  it('refuses invalid filters with an Italian message', async () => {
    for (const query of ['?status=sconosciuto', '?type=altro', '?page=0', '?pageSize=1000', '?page=due']) {
      const res = await t.app.inject({ url: `/api/admin/rides${query}`, headers: { cookie: admin } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/non valid|troppo/i);
    }
  });

  // Last in the file: its rides would change the totals above.
  it('filters by every status of a ride’s life, the new steps included', async () => {
    for (const status of RIDE_STATUSES) {
      const driver = status === 'pending' ? null : await insertDriver(t.app);
      await insertRide(t.app, { pickupAddress: `Via dei Passi ${status}, Veroli`, status, acceptedDriverId: driver?.id ?? null });
    }
    for (const status of RIDE_STATUSES) {
      const page = await list(`?q=veroli&status=${status}`);
      expect(page.rides.map((r) => [r.status, r.pickupAddress])).toEqual([[status, `Via dei Passi ${status}, Veroli`]]);
    }
  });
});
