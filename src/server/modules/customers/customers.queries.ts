import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, idempotencyKeys, sessions } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';

/** A customer with their number: every customer but one who deleted their account. */
export type CustomerRow = Omit<typeof customers.$inferSelect, 'phoneNumber'> & { phoneNumber: string };

const hasNumber = (row: typeof customers.$inferSelect): row is CustomerRow => row.phoneNumber !== null;
const notDeleted = isNotNull(customers.phoneNumber);

export async function findCustomer(db: Db, customerId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(and(eq(customers.id, customerId), notDeleted)).limit(1);
  return row && hasNumber(row) ? row : null;
}

/** A customer is a verified phone number: the first verification creates them, later ones find them. */
export async function findOrCreateCustomer(db: Db, phoneNumber: string): Promise<CustomerRow> {
  const [created] = await db.insert(customers).values({ phoneNumber }).onConflictDoNothing().returning();
  const customer = created ?? (await db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber)).limit(1))[0];
  if (!customer || !hasNumber(customer)) throw new Error('customer vanished after upsert');
  return customer;
}

/**
 * Locks the customer's row until the transaction ends: their bookings, and the deletion of their account, are
 * decided one at a time. Null when the account is gone (deleted while the request waited for the lock).
 */
export async function lockCustomer(tx: Db, customerId: string): Promise<CustomerRow | null> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row && hasNumber(row) ? row : null;
}

/**
 * The account deletion's own part (design §13): the row stays, since past rides point to it, without the number;
 * sessions and pending booking keys go with it. Returns the hashes of the sessions ended, to close their sockets.
 */
export async function eraseCustomer(tx: Db, customerId: string, at: Date): Promise<string[]> {
  await tx.update(customers).set({ phoneNumber: null, deletedAt: at }).where(eq(customers.id, customerId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, customerId));
  const ended = await tx.delete(sessions).where(eq(sessions.customerId, customerId)).returning({ tokenHash: sessions.tokenHash });
  return ended.map((s) => s.tokenHash);
}

/** The customer with this number (E.164), unless there is none or they deleted their account. */
export async function findCustomerByPhone(db: Db, phoneNumber: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber)).limit(1);
  return row && hasNumber(row) ? row : null;
}

/** design §16: the language the customer last used (signing in, booking), for the SMS and pushes that reach them. */
export async function rememberCustomerLanguage(db: Db, customerId: string, language: Language): Promise<void> {
  await db.update(customers).set({ language }).where(and(eq(customers.id, customerId), ne(customers.language, language)));
}

/** The customer's language, Italian for one never seen in another (or gone). */
export async function customerLanguage(db: Db, customerId: string): Promise<Language> {
  const [row] = await db.select({ language: customers.language }).from(customers).where(eq(customers.id, customerId)).limit(1);
  return row?.language ?? DEFAULT_LANGUAGE;
}
