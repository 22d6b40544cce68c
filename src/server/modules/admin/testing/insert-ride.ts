import type { FastifyInstance } from 'fastify';
import { rides } from '../../../db/schema';
import { insertCustomer } from '../../../testing/fixtures';

type RideValues = Partial<typeof rides.$inferInsert>;

/** A ride row as the booking flow would leave it, with only what a test cares about overridden. */
export async function insertRide(app: FastifyInstance, values: RideValues = {}) {
  const customer = values.customerId ? null : await insertCustomer(app);
  const customerId = values.customerId ?? customer!.id;
  const createdAt = values.createdAt ?? app.clock.now();
  const [row] = await app.db
    .insert(rides)
    .values({
      customerId,
      customerPhone: customer?.phoneNumber ?? '+393470000000',
      pickupAddress: 'Piazza della Libertà, Frosinone',
      dropoffAddress: 'Stazione di Frosinone',
      requestType: 'immediate',
      estimatedFareCents: 1500,
      estimatedDistanceMeters: 4200,
      expiresAt: new Date(createdAt.getTime() + 90_000),
      ...values,
      createdAt,
    })
    .returning();
  return row!;
}
