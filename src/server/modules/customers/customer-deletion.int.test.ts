import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customers, phoneVerifications, ratings, rides, smsOutbox as outboxTable } from '../../db/schema';
import { cookieFor, insertDriver, insertRide, nextMobile, smsOutbox } from '../../testing/fixtures';
import { LiveTestClient } from '../../testing/live-client';
import { loginAdmin, sessionCookie } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { DELETION_BLOCKED } from './customer-deletion.service';

const t = useTestApp();
beforeEach(() => t.clock.set('2026-06-10T10:00:00Z'));

/** A customer signed in through the real SMS flow (so that codes and outbox messages exist for the number). */
async function signIn(phone: string): Promise<{ cookie: string; customerId: string }> {
  expect((await t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: phone } })).statusCode).toBe(200);
  const code = (await smsOutbox(t.app, phone))[0]!.code;
  const res = await t.app.inject({ method: 'POST', url: '/api/customers/verify-code', payload: { phoneNumber: phone, code } });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res.headers['set-cookie'], 'customer'), customerId: res.json().customerId as string };
}

const deleteMe = (cookie: string) => t.app.inject({ method: 'DELETE', url: '/api/customers/me', headers: { cookie } });
const me = (cookie: string) => t.app.inject({ url: '/api/customers/me', headers: { cookie } });

describe('DELETE /api/customers/me (design §13)', () => {
  it('deletes the number, codes and sessions, anonymises the rides and keeps the office’s figures', async () => {
    const phone = nextMobile();
    const { cookie, customerId } = await signIn(phone);
    t.clock.advance(120_000);
    const otherDevice = await signIn(phone);
    const driver = await insertDriver(t.app);
    const done = await insertRide(t.app, {
      customerId,
      customerPhone: phone,
      status: 'completed',
      acceptedDriverId: driver.id,
      acceptedAt: t.clock.now(),
      completedAt: t.clock.now(),
      notes: 'Citofono Bianchi',
      estimatedFareCents: 2150,
    });
    await insertRide(t.app, { customerId, customerPhone: phone, status: 'cancelled', cancelledAt: t.clock.now(), cancelReason: 'Cambio di programma' });
    await t.app.db.insert(ratings).values({ rideId: done.id, customerId, driverId: driver.id, rating: 5, reviewText: 'Grazie Mario, a domani alle 7 in Via Verdi 2' });
    const admin = await loginAdmin(t.app);
    const stats = async () => (await t.app.inject({ url: '/api/admin/stats', headers: { cookie: admin } })).json();
    const statsBefore = await stats();
    const socket = await LiveTestClient.connect(t.baseUrl, { cookie: otherDevice.cookie });
    await socket.identify('customer', customerId);
    const closed = new Promise<number>((resolve) => socket.ws.once('close', (code) => resolve(code)));

    const res = await deleteMe(cookie);

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ deleted: true, anonymisedRides: 2 });
    expect(String(res.headers['set-cookie'])).toMatch(/rt_customer=;/);
    // Signed out everywhere, live socket included.
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(otherDevice.cookie)).statusCode).toBe(401);
    expect(await closed).toBe(4401);
    // Nothing left that leads to the number.
    const [row] = await t.app.db.select().from(customers).where(eq(customers.id, customerId));
    expect(row).toMatchObject({ phoneNumber: null, deletedAt: t.clock.now() });
    const theirRides = await t.app.db.select().from(rides).where(eq(rides.customerId, customerId));
    expect(theirRides).toHaveLength(2);
    for (const ride of theirRides) {
      expect(ride).toMatchObject({ customerPhone: null, pickupAddress: null, dropoffAddress: null, pickupLatitude: null, notes: null, cancelReason: null });
      expect(ride.anonymisedAt).toEqual(t.clock.now());
    }
    expect(theirRides.find((r) => r.id === done.id)?.estimatedFareCents).toBe(2150);
    expect(await t.app.db.select().from(phoneVerifications).where(eq(phoneVerifications.phoneNumber, phone))).toEqual([]);
    expect(await t.app.db.select().from(outboxTable).where(eq(outboxTable.phoneNumber, phone))).toEqual([]);
    // The driver's stars and the office's figures stand; the review's words, which may say anything about them, do not.
    expect(await t.app.db.select().from(ratings).where(eq(ratings.rideId, done.id))).toMatchObject([{ rating: 5, reviewText: null }]);
    const reviews = await t.app.inject({ url: `/api/drivers/${driver.id}/ratings`, headers: { cookie: admin } });
    expect(reviews.json().ratings).toMatchObject([{ rating: 5, reviewText: null }]);
    expect(await stats()).toEqual(statsBefore);
  });

  it('lets the same number start again as a new customer, with nothing of the old one', async () => {
    const phone = nextMobile();
    const first = await signIn(phone);
    await insertRide(t.app, { customerId: first.customerId, customerPhone: phone, status: 'completed', completedAt: t.clock.now() });
    expect((await deleteMe(first.cookie)).statusCode).toBe(200);

    t.clock.advance(120_000);
    const again = await signIn(phone);
    expect(again.customerId).not.toBe(first.customerId);
    const history = await t.app.inject({ url: '/api/customers/me/rides?scope=history', headers: { cookie: again.cookie } });
    expect(history.json().rides).toEqual([]);
  });

  it('is refused with the reason while a ride is not over, and then nothing is deleted', async () => {
    const phone = nextMobile();
    const { cookie, customerId } = await signIn(phone);
    const driver = await insertDriver(t.app);
    const searching = await insertRide(t.app, { customerId, customerPhone: phone });

    let res = await deleteMe(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: DELETION_BLOCKED.searching, code: 'customer_has_open_ride' });

    await t.app.db.update(rides).set({ status: 'accepted', acceptedDriverId: driver.id, acceptedAt: t.clock.now() }).where(eq(rides.id, searching.id));
    res = await deleteMe(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Hai una corsa in corso: potrai cancellare i tuoi dati quando sarà terminata.');

    expect((await me(cookie)).json()).toEqual({ customerId, phoneNumber: phone });
    const [ride] = await t.app.db.select().from(rides).where(eq(rides.id, searching.id));
    expect(ride).toMatchObject({ pickupAddress: searching.pickupAddress, anonymisedAt: null });
  });

  it('needs the customer’s own session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/customers/me' })).statusCode).toBe(401);
    const driver = await insertDriver(t.app);
    const asDriver = await cookieFor(t.app, { role: 'driver', driverId: driver.id });
    expect((await deleteMe(asDriver)).statusCode).toBe(401);
  });
});
