import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneVerifications } from '../../db/schema';

export type VerificationPurpose = 'customer' | 'driver';
type CodeRow = typeof phoneVerifications.$inferSelect;

const forPhone = (phoneNumber: string, purpose: VerificationPurpose) =>
  and(eq(phoneVerifications.phoneNumber, phoneNumber), eq(phoneVerifications.purpose, purpose));

export async function latestCodeSentAt(db: Db, phoneNumber: string, purpose: VerificationPurpose): Promise<Date | null> {
  const [latest] = await db
    .select({ createdAt: phoneVerifications.createdAt })
    .from(phoneVerifications)
    .where(forPhone(phoneNumber, purpose))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return latest?.createdAt ?? null;
}

export async function countCodesSentSince(db: Db, phoneNumber: string, purpose: VerificationPurpose, since: Date): Promise<number> {
  const [sent] = await db
    .select({ n: count() })
    .from(phoneVerifications)
    .where(and(forPhone(phoneNumber, purpose), gt(phoneVerifications.createdAt, since)));
  return sent?.n ?? 0;
}

/** Retires the phone's unused codes: only the newest one works. */
export async function retireCodes(db: Db, phoneNumber: string, purpose: VerificationPurpose, at: Date): Promise<void> {
  await db
    .update(phoneVerifications)
    .set({ consumedAt: at })
    .where(and(forPhone(phoneNumber, purpose), isNull(phoneVerifications.consumedAt)));
}

export async function insertCode(db: Db, row: typeof phoneVerifications.$inferInsert): Promise<void> {
  await db.insert(phoneVerifications).values(row);
}

export async function deleteCode(db: Db, id: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
}

/** The newest unused, unexpired code for the phone. */
export async function findLiveCode(db: Db, phoneNumber: string, purpose: VerificationPurpose, now: Date): Promise<CodeRow | null> {
  const [current] = await db
    .select()
    .from(phoneVerifications)
    .where(and(forPhone(phoneNumber, purpose), isNull(phoneVerifications.consumedAt), gt(phoneVerifications.expiresAt, now)))
    .orderBy(desc(phoneVerifications.createdAt))
    .limit(1);
  return current ?? null;
}

/** Uses the code up; false when another request used it first. */
export async function consumeCode(db: Db, id: string, at: Date): Promise<boolean> {
  const used = await db
    .update(phoneVerifications)
    .set({ consumedAt: at })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
    .returning({ id: phoneVerifications.id });
  return used.length === 1;
}

/**
 * Counts a wrong try, burning the code at `maxAttempts` in the same statement. Returns the tries so far, or
 * null when the code was already used or burnt.
 */
export async function recordWrongCode(db: Db, id: string, at: Date, maxAttempts: number): Promise<number | null> {
  const [after] = await db
    .update(phoneVerifications)
    .set({
      failedAttempts: sql`${phoneVerifications.failedAttempts} + 1`,
      consumedAt: sql`case when ${phoneVerifications.failedAttempts} + 1 >= ${maxAttempts} then ${at.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(phoneVerifications.id, id), isNull(phoneVerifications.consumedAt)))
    .returning({ failedAttempts: phoneVerifications.failedAttempts });
  return after?.failedAttempts ?? null;
}

/** Every code ever sent to the number, whatever its purpose (a customer deleting their data, design §13). */
export async function deleteCodesFor(db: Db, phoneNumber: string): Promise<void> {
  await db.delete(phoneVerifications).where(eq(phoneVerifications.phoneNumber, phoneNumber));
}

/** Retention: codes (with the number and the address that asked) sent before `cutoff`; returns how many. */
export async function deleteCodesBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(phoneVerifications).where(lt(phoneVerifications.createdAt, cutoff)).returning({ id: phoneVerifications.id });
  return deleted.length;
}
