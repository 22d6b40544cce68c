import type { FastifyInstance } from 'fastify';
import { rides } from '../../../db/schema';
import { cookieFor, insertCustomer, insertDriver } from '../../../testing/fixtures';

type RideInsert = typeof rides.$inferInsert;

/** A ride written straight to the table, so driver tests do not depend on the booking code. */
export async function insertRide(app: FastifyInstance, values: Partial<RideInsert> & { customerId?: string } = {}) {
  const now = app.clock.now();
  const customerId = values.customerId ?? (await insertCustomer(app)).id;
  const scheduled = values.requestType === 'scheduled';
  const [row] = await app.db
    .insert(rides)
    .values({
      customerPhone: '+393471234567',
      pickupAddress: 'Piazza della Libertà 1, Frosinone',
      pickupLatitude: 41.6396,
      pickupLongitude: 13.3511,
      dropoffAddress: 'Stazione di Frosinone',
      requestType: 'immediate',
      estimatedFareCents: 1250,
      estimatedDistanceMeters: 3400,
      createdAt: now,
      expiresAt: scheduled && values.scheduledTime
        ? new Date(values.scheduledTime.getTime() + 5 * 60_000)
        : new Date(now.getTime() + 90_000),
      ...values,
      customerId,
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
