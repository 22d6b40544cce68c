import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNDER_WAY_STATUSES } from '../../../shared/ride-states';
import { drivers, ratings, rides } from '../../db/schema';
import { cookieFor, insertDriver, insertRide, nextMobile } from '../../testing/fixtures';
import type { ServerMessage } from '../../../shared/live';
import { rooms } from '../../live/rooms';
import { LiveTestClient, publishMarker } from '../../testing/live-client';
import { loginAdmin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { resolveSession } from '../auth/session.service';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await loginAdmin(t.app);
});

let plateSeq = 100;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Giulia Bianchi',
  phoneNumber: nextMobile().replace('+39', ''),
  licensePlate: `fr${plateSeq++}xy`,
  carModel: 'Toyota Prius',
  rating: '4.5',
  ...overrides,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, ...(payload ? { payload } : {}) });

describe('admin: driver register', () => {
  it('creates a driver with a normalised phone, capital plate and text rating, and lists it', async () => {
    const res = await call('POST', '/api/admin/drivers', body({ phoneNumber: '347 555 0101', licensePlate: 'ab 123cd' }));
    expect(res.statusCode).toBe(201);
    const driver = res.json();
    expect(driver).toMatchObject({
      name: 'Giulia Bianchi',
      phoneNumber: '+393475550101',
      licensePlate: 'AB 123CD',
      carModel: 'Toyota Prius',
      rating: '4.5',
      averageRating: 0,
      totalRatings: 0,
      isAvailable: false,
    });
    const list = (await call('GET', '/api/admin/drivers')).json() as Array<{ id: string }>;
    expect(list.map((d) => d.id)).toContain(driver.id);
  });

  it("defaults the rating to '5.0' and accepts an Italian decimal comma", async () => {
    const { rating: _omit, ...withoutRating } = body();
    expect((await call('POST', '/api/admin/drivers', withoutRating)).json().rating).toBe('5.0');
    expect((await call('POST', '/api/admin/drivers', body({ rating: '' }))).json().rating).toBe('5.0');
    expect((await call('POST', '/api/admin/drivers', body({ rating: '3,5' }))).json().rating).toBe('3.5');
  });

  it.each([
    [{ name: '' }, 'Nome è richiesto'],
    [{ name: '   ' }, 'Nome è richiesto'],
    [{ phoneNumber: '347123' }, 'Numero di telefono non valido'],
    [{ phoneNumber: 'abcdefghijkl' }, 'Numero di telefono non valido'],
    [{ phoneNumber: '0775 123456' }, 'Il numero deve essere un cellulare italiano'],
    [{ licensePlate: 'AB12' }, 'Targa non valida'],
    [{ carModel: 'F' }, 'Modello auto è richiesto'],
    [{ rating: '6' }, 'La valutazione deve essere un numero tra 1.0 e 5.0'],
    [{ rating: '0.5' }, 'La valutazione deve essere un numero tra 1.0 e 5.0'],
    [{ rating: 'ottimo' }, 'La valutazione deve essere un numero tra 1.0 e 5.0'],
  ])('refuses %o with the Italian message', async (override, message) => {
    const res = await call('POST', '/api/admin/drivers', body(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(res.json().issues[0].path).toMatch(/^body\./);
  });

  it('refuses a phone already used by another active driver (409), on create and on update', async () => {
    const phone = nextMobile();
    const first = (await call('POST', '/api/admin/drivers', body({ phoneNumber: phone }))).json();
    // Same number typed differently is still the same number.
    const duplicate = await call('POST', '/api/admin/drivers', body({ phoneNumber: phone.replace('+39', '0039 ') }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      error: 'Questo numero di telefono è già registrato per un altro taxista',
      code: 'phone_taken',
    });

    const other = (await call('POST', '/api/admin/drivers', body())).json();
    const update = await call('PUT', `/api/admin/drivers/${other.id}`, body({ phoneNumber: phone }));
    expect(update.statusCode).toBe(409);
    // Keeping one's own number is not a conflict.
    expect((await call('PUT', `/api/admin/drivers/${first.id}`, body({ phoneNumber: phone }))).statusCode).toBe(200);
  });

  it('answers 409 when two creations with one phone race past the friendly check', async () => {
    const phone = nextMobile();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/admin/drivers', body({ phoneNumber: phone }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('updates every field and answers 404 for unknown or deleted drivers', async () => {
    const created = (await call('POST', '/api/admin/drivers', body())).json();
    const res = await call(
      'PUT',
      `/api/admin/drivers/${created.id}`,
      body({ name: 'Giulia Verdi', licensePlate: 'ZZ999ZZ', carModel: 'Skoda Octavia', rating: '4.0' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, name: 'Giulia Verdi', licensePlate: 'ZZ999ZZ', rating: '4.0' });

    expect((await call('PUT', '/api/admin/drivers/00000000-0000-4000-8000-000000000000', body())).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/drivers/non-un-uuid', body())).statusCode).toBe(404);
    await call('DELETE', `/api/admin/drivers/${created.id}`);
    const afterDelete = await call('PUT', `/api/admin/drivers/${created.id}`, body());
    expect(afterDelete.statusCode).toBe(404);
    expect(afterDelete.json().error).toBe('Taxista non trovato');
    expect((await call('DELETE', `/api/admin/drivers/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a driver while a customer waits for them (409), and allows it once the ride ends', async () => {
    const driver = await insertDriver(t.app, { isAvailable: true });
    const ride = await insertRide(t.app, { status: 'accepted', acceptedDriverId: driver.id, estimatedArrivalMinutes: 5 });
    const refused = await call('DELETE', `/api/admin/drivers/${driver.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'driver_on_ride', error: expect.stringContaining('corsa in corso') });
    expect((await call('GET', '/api/admin/drivers')).json().map((d: { id: string }) => d.id)).toContain(driver.id);

    await t.app.db.update(rides).set({ status: 'completed', completedAt: t.clock.now() }).where(eq(rides.id, ride.id));
    expect((await call('DELETE', `/api/admin/drivers/${driver.id}`)).statusCode).toBe(200);
  });

  it.each(UNDER_WAY_STATUSES)('refuses to delete a driver whose ride is %s', async (status) => {
    const driver = await insertDriver(t.app, { isAvailable: true });
    await insertRide(t.app, { status, acceptedDriverId: driver.id, estimatedArrivalMinutes: 5 });
    const refused = await call('DELETE', `/api/admin/drivers/${driver.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('driver_on_ride');
  });

  it('soft-deletes: gone from the list, rides and ratings still readable, phone free again, sessions ended', async () => {
    const driver = await insertDriver(t.app, { isAvailable: true });
    const ride = await insertRide(t.app, {
      status: 'completed',
      acceptedDriverId: driver.id,
      estimatedArrivalMinutes: 7,
      completedAt: t.clock.now(),
    });
    await t.app.db.insert(ratings).values({
      rideId: ride.id,
      customerId: ride.customerId,
      driverId: driver.id,
      rating: 4,
      reviewText: 'Puntuale',
    });
    const driverCookie = await cookieFor(t.app, { role: 'driver', driverId: driver.id });
    const driverSocket = await LiveTestClient.connect(t.baseUrl, { cookie: driverCookie });
    await driverSocket.identify('driver', driver.id);

    const closing = driverSocket.closed();
    const res = await call('DELETE', `/api/admin/drivers/${driver.id}`);
    expect(res.statusCode).toBe(200);
    expect((await closing).code).toBe(4401);
    expect(await resolveSession(t.app, driverCookie.split('=')[1]!, 'driver')).toBeNull();

    const [row] = await t.app.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(row).toMatchObject({ isAvailable: false });
    expect(row!.deletedAt).not.toBeNull();
    const list = (await call('GET', '/api/admin/drivers')).json() as Array<{ id: string }>;
    expect(list.map((d) => d.id)).not.toContain(driver.id);

    const listed = (await call('GET', '/api/admin/rides?q=&status=completed')).json().rides as Array<{ id: string; driverName: string }>;
    expect(listed.find((r) => r.id === ride.id)?.driverName).toBe(driver.name);
    const reviews = await call('GET', `/api/drivers/${driver.id}/ratings`);
    expect(reviews.statusCode).toBe(200);
    expect(reviews.json().ratings).toEqual([expect.objectContaining({ rating: 4, reviewText: 'Puntuale' })]);

    const again = await call('POST', '/api/admin/drivers', body({ phoneNumber: driver.phoneNumber }));
    expect(again.statusCode).toBe(201);
  });
});

describe('admin: live events of driver changes', () => {
  it('reaches an identified admin socket, not a driver socket', async () => {
    const adminSocket = await LiveTestClient.connect(t.baseUrl, { cookie: admin });
    await adminSocket.identify('admin');
    const bystander = await insertDriver(t.app);
    const driverSocket = await LiveTestClient.connect(t.baseUrl, {
      cookie: await cookieFor(t.app, { role: 'driver', driverId: bystander.id }),
    });
    await driverSocket.identify('driver', bystander.id);

    // On PostgreSQL, events of earlier tests may still be arriving: look for this driver's.
    const about = (id: string) => (m: ServerMessage) =>
      (m.type === 'driver_added' || m.type === 'driver_updated') ? m.data.driver.id === id : m.type === 'driver_deleted' && m.data.driverId === id;
    const eventsFor = (id: string) => adminSocket.received.filter(about(id));
    const statsUpdates = () => adminSocket.received.filter((m) => m.type === 'stats_update').length;
    const statsBefore = statsUpdates();

    const created = (await call('POST', '/api/admin/drivers', body({ name: 'Luca Neri' }))).json();
    await call('PUT', `/api/admin/drivers/${created.id}`, body({ name: 'Luca Neri Jr' }));
    await call('DELETE', `/api/admin/drivers/${created.id}`);
    await expect.poll(() => eventsFor(created.id).length).toBe(3);
    expect(eventsFor(created.id)).toEqual([
      { type: 'driver_added', data: { driver: expect.objectContaining({ id: created.id, name: 'Luca Neri' }) } },
      { type: 'driver_updated', data: { driver: expect.objectContaining({ id: created.id, name: 'Luca Neri Jr' }) } },
      { type: 'driver_deleted', data: { driverId: created.id } },
    ]);
    await expect.poll(statsUpdates).toBeGreaterThanOrEqual(statsBefore + 3);

    // What the office was told never reaches a driver's socket: nothing of it before a later marker.
    const marker = await publishMarker(t.app, rooms.driver(bystander.id));
    for (const type of ['driver_added', 'driver_updated', 'driver_deleted'] as const) {
      expect(await driverSocket.receivedBefore(type, marker)).toEqual([]);
    }
    adminSocket.close();
    driverSocket.close();
  });
});
