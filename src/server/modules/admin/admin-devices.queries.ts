import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminDevices } from '../../db/schema';

/** The device whose token hashes to `tokenHash`, if it signed in since `since`. */
export async function findAdminDevice(db: Db, tokenHash: string, since: Date): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: adminDevices.id })
    .from(adminDevices)
    .where(and(eq(adminDevices.tokenHash, tokenHash), gt(adminDevices.lastSignedInAt, since)));
  return row ?? null;
}

export async function insertAdminDevice(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.insert(adminDevices).values({ tokenHash, createdAt: at, lastSignedInAt: at });
}

export async function touchAdminDevice(db: Db, id: string, at: Date): Promise<void> {
  await db.update(adminDevices).set({ lastSignedInAt: at }).where(eq(adminDevices.id, id));
}

/** Devices that have not signed in since `before` are forgotten (the daily retention). */
export async function deleteAdminDevicesBefore(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(adminDevices).where(lt(adminDevices.lastSignedInAt, before)).returning({ id: adminDevices.id });
  return gone.length;
}
