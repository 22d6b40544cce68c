import { describe, expect, it } from 'vitest';
import { FLEET_VIEW_TAXIS, type FleetTaxi, type FleetView } from '../../../shared/console.schemas';
import { drivers } from '../../db/schema';
import { insertDriver, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

/** Each test works in its own square of the map, so that the taxis of one are outside the views of the others. */
const around = (lat: number, lon: number, half = 0.05) => `${lon - half},${lat - half},${lon + half},${lat + half}`;

const view = async (cookie: string, bbox: string, zoom = 12) => {
  const res = await t.app.inject({ url: `/api/admin/fleet?bbox=${bbox}&zoom=${zoom}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FleetView;
};

const freeTaxis = async (cookie: string, rideId: string, query = '') => {
  const res = await t.app.inject({ url: `/api/admin/rides/${rideId}/free-taxis${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as FleetTaxi[]).map((taxi) => taxi.name);
};

describe('GET /api/admin/fleet', () => {
  it('refuses anyone but the office (401)', async () => {
    const { cookie } = await signedInDriver(t.app);
    for (const headers of [{}, { cookie }]) {
      const res = await t.app.inject({ url: `/api/admin/fleet?bbox=${around(41.6, 13.3)}&zoom=12`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Accesso amministratore richiesto');
    }
  });

  it('refuses a view it cannot read with an Italian message (400)', async () => {
    const admin = await loginAdmin(t.app);
    const cases = [
      ['zoom=12', 'Area della mappa non valida'],
      ['bbox=13,41,14&zoom=12', 'Area della mappa non valida'],
      ['bbox=13,41,abc,42&zoom=12', 'Area della mappa non valida'],
      ['bbox=14,41,13,42&zoom=12', 'Area della mappa non valida'],
      ['bbox=13,-91,14,42&zoom=12', 'Area della mappa non valida'],
      [`bbox=${around(41.6, 13.3)}`, 'Livello di zoom non valido'],
      [`bbox=${around(41.6, 13.3)}&zoom=23`, 'Livello di zoom non valido'],
      [`bbox=${around(41.6, 13.3)}&zoom=1.5`, 'Livello di zoom non valido'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ url: `/api/admin/fleet?${query}`, headers: { cookie: admin } });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error, query).toContain(message);
    }
  });

  it('gives the online taxis inside the view in full, and the whole fleet’s counts and extent', async () => {
    const admin = await loginAdmin(t.app);
    const before = (await view(admin, around(45.1, 9.1))).counts;
    const at = new Date('2026-11-23T10:00:00Z');
    const free = await insertDriver(t.app, {
      name: 'Bruno Libero',
      isAvailable: true,
      lastLatitude: 45.11,
      lastLongitude: 9.11,
      locationUpdatedAt: at,
      locationSimulated: true,
    });
    const busy = await insertDriver(t.app, { name: 'Carla Occupata', isAvailable: true, lastLatitude: 45.09, lastLongitude: 9.09, locationUpdatedAt: at });
    const ride = await insertRide(t.app, { status: 'arrived', acceptedDriverId: busy.id, acceptedAt: at, arrivedAt: at });
    // Outside the view, offline, without a position, deleted: none on this map.
    const elsewhere = await insertDriver(t.app, { name: 'Elio Lontano', isAvailable: true, lastLatitude: 45.5, lastLongitude: 9.5, locationUpdatedAt: at });
    const offline = await insertDriver(t.app, { name: 'Anna Offline', isAvailable: false, lastLatitude: 45.1, lastLongitude: 9.1 });
    const nowhere = await insertDriver(t.app, { name: 'Nino Senza', isAvailable: true });
    await insertDriver(t.app, { name: 'Dario Eliminato', isAvailable: true, deletedAt: at, lastLatitude: 45.1, lastLongitude: 9.1 });
    // An ended ride does not make a driver busy.
    await insertRide(t.app, { status: 'completed', acceptedDriverId: free.id, acceptedAt: at, completedAt: at });

    const shown = await view(admin, around(45.1, 9.1));
    expect(shown.taxis.map((x) => x.name).sort()).toEqual(['Bruno Libero', 'Carla Occupata']);
    expect(shown.clusters).toEqual([]);
    expect(shown.taxis.find((x) => x.driverId === free.id)).toEqual({
      driverId: free.id,
      name: 'Bruno Libero',
      licensePlate: free.licensePlate,
      carModel: 'Fiat Tipo',
      phoneNumber: free.phoneNumber,
      status: 'free',
      latitude: 45.11,
      longitude: 9.11,
      locationUpdatedAt: at.toISOString(),
      simulated: true,
      rideId: null,
      destination: null,
      lastSeenAt: null,
      seats: 4,
      features: [],
    });
    // A busy taxi's popup says where it is going.
    expect(shown.taxis.find((x) => x.driverId === busy.id)).toMatchObject({ status: 'busy', rideId: ride.id, destination: 'Stazione di Frosinone' });
    // The figures are the whole fleet's: the taxi outside the view and the one without a position count too.
    expect(shown.counts).toEqual({ free: before.free + 3, busy: before.busy + 1, unreachable: before.unreachable });
    expect(shown.extent!.north).toBeGreaterThanOrEqual(45.5);
    expect(shown.extent!.east).toBeGreaterThanOrEqual(9.5);
    expect((await view(admin, around(45.5, 9.5))).taxis.map((x) => x.driverId)).toEqual([elsewhere.id]);
    expect(shown.taxis.map((x) => x.driverId)).not.toContain(offline.id);
    expect(shown.taxis.map((x) => x.driverId)).not.toContain(nowhere.id);
  });

  it('lists the unreachable taxis of the whole fleet, wherever the map looks', async () => {
    const admin = await loginAdmin(t.app);
    const lost = new Date(t.app.clock.now().getTime() - (t.app.config.driverUnreachableSeconds + 5) * 1000);
    const gone = await insertDriver(t.app, { name: 'Ugo Irraggiungibile', isAvailable: true, socketLostAt: lost, lastLatitude: 44.2, lastLongitude: 8.2 });
    const shown = await view(admin, around(30, 30));
    expect(shown.taxis).toEqual([]);
    expect(shown.unreachable).toContainEqual({ driverId: gone.id, name: 'Ugo Irraggiungibile', licensePlate: gone.licensePlate, lastSeenAt: lost.toISOString() });
    expect(shown.counts.unreachable).toBeGreaterThanOrEqual(1);
    expect((await view(admin, around(44.2, 8.2))).taxis).toMatchObject([{ driverId: gone.id, status: 'unreachable', lastSeenAt: lost.toISOString() }]);
  });

  it('gathers the taxis into clusters when more are in view than the map draws one by one', async () => {
    const admin = await loginAdmin(t.app);
    const n = FLEET_VIEW_TAXIS + 20;
    const rows = Array.from({ length: n }, (_, i) => ({
      name: `Flotta ${i}`,
      phoneNumber: `+39340${String(7_000_000 + i)}`,
      licensePlate: `FL${String(i).padStart(3, '0')}XX`,
      carModel: 'Fiat Tipo',
      isAvailable: true,
      // Two towns 20 km apart.
      lastLatitude: 43.0 + (i % 2) * 0.2 + (i % 7) * 0.001,
      lastLongitude: 11.0 + (i % 5) * 0.001,
      locationUpdatedAt: t.app.clock.now(),
    }));
    await t.app.db.insert(drivers).values(rows);
    const shown = await view(admin, around(43.1, 11.0, 0.3), 10);
    expect(shown.taxis).toEqual([]);
    expect(shown.clusters.length).toBe(2);
    expect(shown.clusters.reduce((sum, c) => sum + c.free + c.busy + c.unreachable, 0)).toBe(n);
    expect(shown.clusters.map((c) => Math.round(c.latitude * 10) / 10).sort()).toEqual([43, 43.2]);
    // Zoomed in on one town: its taxis one by one.
    const closer = await view(admin, around(43.0, 11.0, 0.01), 16);
    expect(closer.clusters).toEqual([]);
    expect(closer.taxis.length).toBe(n / 2);
  });

  it('gives a position the driver just sent, before it is written to the database, and finds the taxi it brought into view', async () => {
    const admin = await loginAdmin(t.app);
    const { driver, cookie } = await signedInDriver(t.app);
    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('driver', driver.id);
    const office = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
    await office.identify('admin');
    live.send({ type: 'update_location', data: { driverId: driver.id, latitude: 41.61, longitude: 13.31 } });
    // The relay keeps the position before it tells the office: once the office has it, so has the memory.
    expect((await office.next('driver_location_update', 5_000)).latitude).toBe(41.61);
    const mine = (await view(admin, around(41.6, 13.3))).taxis.find((x) => x.driverId === driver.id);
    expect(mine).toMatchObject({ status: 'free', latitude: 41.61, longitude: 13.31, simulated: false });
    expect(mine!.locationUpdatedAt).not.toBeNull();
    await t.app.driverLocations.flush();
    expect((await view(admin, around(41.6, 13.3))).taxis.find((x) => x.driverId === driver.id)).toMatchObject({ latitude: 41.61, longitude: 13.31 });

    // The next position, still in memory, takes the taxi out of that view and into another.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    live.send({ type: 'update_location', data: { driverId: driver.id, latitude: 41.9, longitude: 12.5 } });
    await expect.poll(async () => (await view(admin, around(41.9, 12.5))).taxis.find((x) => x.driverId === driver.id)?.latitude).toBe(41.9);
    expect((await view(admin, around(41.6, 13.3))).taxis.map((x) => x.driverId)).not.toContain(driver.id);
    live.close();
    office.close();
  });
});

describe('GET /api/admin/rides/{id}/free-taxis', () => {
  const at = () => t.app.clock.now();
  const near = (name: string, lat: number, lon: number, extra: Partial<typeof drivers.$inferInsert> = {}) =>
    insertDriver(t.app, { name, isAvailable: true, lastLatitude: lat, lastLongitude: lon, locationUpdatedAt: at(), ...extra });

  it('lists the free taxis nearest the pickup, those that fit the ride first, then those without a position', async () => {
    const admin = await loginAdmin(t.app);
    const pickup = { pickupLatitude: 38.1, pickupLongitude: 15.6 };
    const ride = await insertRide(t.app, { ...pickup, passengers: 5 });
    await near('Zero Vicino Piccolo', 38.1005, 15.6005);
    await near('Uno Vicino', 38.101, 15.601, { seats: 6 });
    await near('Due Medio', 38.12, 15.62, { seats: 6 });
    await near('Tre Lontano', 38.3, 15.9, { seats: 8 });
    await insertDriver(t.app, { name: 'Quattro Senza Posizione', isAvailable: true, seats: 6 });
    // Busy, offline, unreachable, with an offer on the screen: not free.
    const busy = await near('Occupato', 38.1, 15.6, { seats: 6 });
    await insertRide(t.app, { status: 'accepted', acceptedDriverId: busy.id, acceptedAt: at() });
    await near('Spento', 38.1, 15.6, { seats: 6, isAvailable: false });
    await near('Perso', 38.1, 15.6, { seats: 6, socketLostAt: new Date(at().getTime() - 3_600_000) });

    const names = await freeTaxis(admin, ride.id);
    // Five travel: the four-seat taxi next to the pickup comes after every one that fits, still in sight.
    expect(names.slice(0, 5)).toEqual(['Uno Vicino', 'Due Medio', 'Tre Lontano', 'Quattro Senza Posizione', 'Zero Vicino Piccolo']);
    for (const absent of ['Occupato', 'Spento', 'Perso']) expect(names).not.toContain(absent);
  });

  it('narrows by plate or name, keeps the taxi chosen on the map, and says when the ride does not exist', async () => {
    const admin = await loginAdmin(t.app);
    const ride = await insertRide(t.app, { pickupLatitude: 37.5, pickupLongitude: 15.0 });
    const plated = await near('Rosa Targata', 37.501, 15.001, { licensePlate: 'ZZ999QQ' });
    await near('Rino Altro', 37.502, 15.002);
    expect(await freeTaxis(admin, ride.id, '?q=zz999')).toEqual(['Rosa Targata']);
    expect(await freeTaxis(admin, ride.id, '?q=rino%20altro')).toEqual(['Rino Altro']);
    expect(await freeTaxis(admin, ride.id, `?q=rino%20altro&driverId=${plated.id}`)).toEqual(['Rino Altro', 'Rosa Targata']);
    // `%` is a character to look for, not a wildcard.
    expect(await freeTaxis(admin, ride.id, '?q=%25')).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-ride']) {
      const res = await t.app.inject({ url: `/api/admin/rides/${id}/free-taxis`, headers: { cookie: admin } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Corsa non trovata');
    }
  });
});
