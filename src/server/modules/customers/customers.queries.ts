import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Db, customerId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row ?? null;
}

/** A customer is a verified phone number: the first verification creates them, later ones find them. */
export async function findOrCreateCustomer(db: Db, phoneNumber: string): Promise<CustomerRow> {
  const [created] = await db.insert(customers).values({ phoneNumber }).onConflictDoNothing().returning();
  const customer = created ?? (await db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber)).limit(1))[0];
  if (!customer) throw new Error('customer vanished after upsert');
  return customer;
}

/** Locks the customer's row until the transaction ends: their bookings are decided one at a time. */
export async function lockCustomer(tx: Db, customerId: string): Promise<CustomerRow> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (!row) throw new Error('session of a missing customer');
  return row;
}
