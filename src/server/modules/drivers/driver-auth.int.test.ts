import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { drivers } from '../../db/schema';
import { insertDriver, nextMobile, smsOutbox } from '../../testing/fixtures';
import { sessionCookie, startTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';
import { NOT_A_DRIVER } from './driver-auth.routes';

const t = useTestApp({ env: { OTP_IP_SENDS_PER_HOUR: '1000' } });
beforeEach(() => t.clock.set('2026-06-10T10:00:00Z'));

const sendCode = (phoneNumber: string) =>
  t.app.inject({ method: 'POST', url: '/api/drivers/verify-phone', payload: { phoneNumber } });
const verify = (phoneNumber: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/drivers/verify-code', payload: { phoneNumber, code } });
const outbox = (phone: string) => smsOutbox(t.app, phone);

describe('driver sign-in by SMS', () => {
  it('sends no code to a number the office did not register, and says so in Italian', async () => {
    const phone = nextMobile();
    const res = await sendCode(phone);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: NOT_A_DRIVER, code: 'driver_not_registered' });
    expect(await outbox(phone)).toEqual([]);
  });

  it('sends no code to a deleted driver', async () => {
    const driver = await insertDriver(t.app, { deletedAt: new Date() });
    expect((await sendCode(driver.phoneNumber)).statusCode).toBe(404);
    expect(await outbox(driver.phoneNumber)).toEqual([]);
  });

  it('signs a registered driver in, keeps the session, and signs out', async () => {
    const driver = await insertDriver(t.app);
    const sent = await sendCode(driver.phoneNumber.replace('+39', ''));
    expect(sent.statusCode).toBe(200);
    const [sms] = await outbox(driver.phoneNumber);
    const ok = await verify(driver.phoneNumber, sms!.code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().driver).toMatchObject({ id: driver.id, name: driver.name, isAvailable: false });
    const cookie = sessionCookie(ok.headers['set-cookie'], 'driver');

    const me = await t.app.inject({ url: '/api/drivers/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().driver.id).toBe(driver.id);
    expect((await t.app.inject({ url: '/api/drivers/session', headers: { cookie } })).json().driver.id).toBe(driver.id);

    const out = await t.app.inject({ method: 'POST', url: '/api/drivers/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/drivers/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('a customer code does not sign a driver in', async () => {
    const driver = await insertDriver(t.app);
    await t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: driver.phoneNumber } });
    const [sms] = await outbox(driver.phoneNumber);
    expect((await verify(driver.phoneNumber, sms!.code)).statusCode).toBe(400);
  });

  it('signing out takes an online driver offline', async () => {
    const driver = await insertDriver(t.app);
    t.clock.advance(91_000);
    await sendCode(driver.phoneNumber);
    const cookie = sessionCookie((await verify(driver.phoneNumber, (await outbox(driver.phoneNumber))[0]!.code)).headers['set-cookie'], 'driver');
    await t.app.inject({ method: 'PATCH', url: `/api/drivers/${driver.id}/status`, headers: { cookie }, payload: { isAvailable: true } });
    await t.app.inject({ method: 'POST', url: '/api/drivers/logout', headers: { cookie } });
    const [row] = await t.app.db.select().from(drivers).where(eq(drivers.id, driver.id));
    expect(row!.isAvailable).toBe(false);
  });

  it('/me answers 401 without a session; /session answers driver null', async () => {
    expect((await t.app.inject({ url: '/api/drivers/me' })).statusCode).toBe(401);
    const session = await t.app.inject({ url: '/api/drivers/session' });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ driver: null });
  });
});

describe('trying numbers', () => {
  it("spends the address's allowance on unknown numbers too, so enumeration meets 429", async () => {
    const limited = await startTestApp(await t.database.open(), { env: { OTP_IP_SENDS_PER_HOUR: '3' } });
    try {
      const send = (phoneNumber: string) =>
        limited.app.inject({ method: 'POST', url: '/api/drivers/verify-phone', remoteAddress: '198.51.100.90', payload: { phoneNumber } });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await send(nextMobile())).statusCode);
      expect(statuses).toEqual([404, 404, 404, 429, 429]);
      // Once spent, a registered number from that address waits too: the answer tells nothing.
      const driver = await insertDriver(limited.app);
      const known = await send(driver.phoneNumber);
      expect(known.statusCode).toBe(429);
      expect(known.json().error).toMatch(/da questa rete/);
    } finally {
      await limited.close();
    }
  });
});
