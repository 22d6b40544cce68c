import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../../shared/dev.schemas';
import { customers, drivers, rides } from '../db/schema';
import type { Principal } from '../http/principal';
import { SESSION_COOKIE } from '../http/session-cookies';
import { createSession } from '../modules/auth/session.service';

/** What the row fixtures use of an app: its database and its clock (a script's test has no app to give). */
type Rows = Pick<FastifyInstance, 'db' | 'clock'>;

let sequence = 0;
/** A distinct valid Italian mobile number per call (+39 3xx…), so fixtures never collide. */
export const nextMobile = () => `+39347${String(1_000_000 + ++sequence).slice(-7)}`;

export async function insertCustomer(app: Rows, phoneNumber = nextMobile()) {
  const [row] = await app.db.insert(customers).values({ phoneNumber }).returning();
  return row!;
}

export async function insertDriver(app: Rows, values: Partial<typeof drivers.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(drivers)
    .values({
      name: `Taxista ${++sequence}`,
      phoneNumber: nextMobile(),
      licensePlate: `AB${String(100 + sequence).slice(-3)}CD`,
      carModel: 'Fiat Tipo',
      ...values,
    })
    .returning();
  return row!;
}

/** A signed-in cookie without going through SMS: for tests of what happens after login. */
export async function cookieFor(app: FastifyInstance, principal: Principal): Promise<string> {
  const { token } = await createSession(app, principal);
  return `${SESSION_COOKIE[principal.role]}=${token}`;
}

/**
 * A ride row as the booking flow would leave it, written straight to the table so that driver and
 * admin tests do not depend on the booking code; only what a test cares about is overridden.
 */
export async function insertRide(app: Rows, values: Partial<typeof rides.$inferInsert> = {}) {
  const customer = values.customerId ? null : await insertCustomer(app);
  const createdAt = values.createdAt ?? app.clock.now();
  const departure = values.requestType === 'scheduled' ? values.scheduledTime : undefined;
  const [row] = await app.db
    .insert(rides)
    .values({
      customerPhone: customer?.phoneNumber ?? '+393471234567',
      pickupAddress: 'Piazza della Libertà 1, Frosinone',
      pickupLatitude: 41.6396,
      pickupLongitude: 13.3511,
      dropoffAddress: 'Stazione di Frosinone',
      requestType: 'immediate',
      estimatedFareCents: 1250,
      estimatedDistanceMeters: 3400,
      expiresAt: departure ? new Date(departure.getTime() + 5 * 60_000) : new Date(createdAt.getTime() + 90_000),
      ...values,
      customerId: values.customerId ?? customer!.id,
      createdAt,
    })
    .returning();
  return row!;
}

/** A driver with a signed-in cookie, online unless told otherwise. */
export async function signedInDriver(app: FastifyInstance, isAvailable = true) {
  const driver = await insertDriver(app, { isAvailable });
  const cookie = await cookieFor(app, { role: 'driver', driverId: driver.id });
  return { driver, cookie };
}

/**
 * The SMS the console adapter "sent" to `phone`, newest first, read as the office reads them (the dev outbox).
 * Every SMS the server sends carries a code.
 */
export async function smsOutbox(app: FastifyInstance, phone: string): Promise<Array<OutboxMessage & { code: string }>> {
  const cookie = await cookieFor(app, { role: 'admin' });
  const res = await app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`SMS outbox: ${res.statusCode} ${res.body}`);
  return (res.json() as OutboxMessage[]).map(({ code, ...message }) => {
    if (code === null) throw new Error(`an SMS without a code: ${message.text}`);
    return { ...message, code };
  });
}
