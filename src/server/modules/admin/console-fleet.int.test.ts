import { describe, expect, it } from 'vitest';
import type { FleetTaxi } from '../../../shared/console.schemas';
import { insertDriver, insertRide, signedInDriver } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

const fleet = async (cookie: string) => {
  const res = await t.app.inject({ url: '/api/admin/fleet', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as FleetTaxi[];
};

describe('GET /api/admin/fleet', () => {
  it('refuses anyone but the office (401)', async () => {
    const { cookie } = await signedInDriver(t.app);
    for (const headers of [{}, { cookie }]) {
      const res = await t.app.inject({ url: '/api/admin/fleet', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Accesso amministratore richiesto');
    }
  });

  it('lists every taxi of the register as offline, free or busy, with its stored position and ride under way', async () => {
    const admin = await loginAdmin(t.app);
    const at = new Date('2026-11-23T10:00:00Z');
    const offline = await insertDriver(t.app, { name: 'Anna Offline', isAvailable: false });
    const free = await insertDriver(t.app, {
      name: 'Bruno Libero',
      isAvailable: true,
      lastLatitude: 41.64,
      lastLongitude: 13.35,
      locationUpdatedAt: at,
      locationSimulated: true,
    });
    const busy = await insertDriver(t.app, { name: 'Carla Occupata', isAvailable: true });
    const ride = await insertRide(t.app, { status: 'arrived', acceptedDriverId: busy.id, acceptedAt: at, arrivedAt: at });
    const gone = await insertDriver(t.app, { name: 'Dario Eliminato', isAvailable: false, deletedAt: at });
    // An ended ride does not make a driver busy.
    await insertRide(t.app, { status: 'completed', acceptedDriverId: free.id, acceptedAt: at, completedAt: at });

    const taxis = await fleet(admin);
    expect(taxis.map((x) => x.driverId)).not.toContain(gone.id);
    const byId = new Map(taxis.map((x) => [x.driverId, x]));
    expect(byId.get(offline.id)).toMatchObject({ status: 'offline', latitude: null, longitude: null, locationUpdatedAt: null, rideId: null });
    expect(byId.get(free.id)).toEqual({
      driverId: free.id,
      name: 'Bruno Libero',
      licensePlate: free.licensePlate,
      carModel: 'Fiat Tipo',
      phoneNumber: free.phoneNumber,
      status: 'free',
      latitude: 41.64,
      longitude: 13.35,
      locationUpdatedAt: at.toISOString(),
      simulated: true,
      rideId: null,
      destination: null,
      lastSeenAt: null,
      seats: 4,
      features: [],
    });
    // A busy taxi's popup says where it is going.
    expect(byId.get(busy.id)).toMatchObject({ status: 'busy', rideId: ride.id, destination: 'Stazione di Frosinone' });
  });

  it('gives a position the driver just sent, before it is written to the database', async () => {
    const admin = await loginAdmin(t.app);
    const { driver, cookie } = await signedInDriver(t.app);
    const live = await LiveTestClient.connect(t.baseUrl, { cookie });
    await live.identify('driver', driver.id);
    const office = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
    await office.identify('admin');
    live.send({ type: 'update_location', data: { driverId: driver.id, latitude: 41.61, longitude: 13.31 } });
    // The relay keeps the position before it tells the office: once the office has it, so has the memory.
    expect((await office.next('driver_location_update', 5_000)).latitude).toBe(41.61);
    // Stored every 5 s (ADR 043): the answer comes from memory.
    const mine = (await fleet(admin)).find((x) => x.driverId === driver.id);
    expect(mine).toMatchObject({ status: 'free', latitude: 41.61, longitude: 13.31, simulated: false });
    expect(mine!.locationUpdatedAt).not.toBeNull();
    // And once written, from the database, the same.
    await t.app.driverLocations.flush();
    expect((await fleet(admin)).find((x) => x.driverId === driver.id)).toMatchObject({ latitude: 41.61, longitude: 13.31 });
    live.close();
    office.close();
  });
});
