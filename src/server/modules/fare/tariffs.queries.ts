import { and, asc, eq, gt } from 'drizzle-orm';
import type { Tariff } from '../../../shared/fare';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { tariffVersions } from '../../db/schema';

export type TariffVersionRow = typeof tariffVersions.$inferSelect;

/** The first version's start: the configuration's tariff is in force for every departure before any other version. */
const SINCE_EVER = new Date(0);

/**
 * design §15: on a database without any tariff, the configuration's `TARIFF_*` becomes the version in force since
 * ever, so that `npm start` prices rides as before. Two instances starting at once insert it once (unique start).
 */
export async function seedTariffVersion(db: Db, tariff: Tariff): Promise<void> {
  const [any] = await db.select({ id: tariffVersions.id }).from(tariffVersions).limit(1);
  if (any) return;
  await db
    .insert(tariffVersions)
    .values({ effectiveFrom: SINCE_EVER, ...tariff })
    .onConflictDoNothing({ target: tariffVersions.effectiveFrom });
}

/** Every version, oldest first: a handful a year, read whole for each quote (no cache to go stale across instances). */
export async function listTariffVersions(db: Db): Promise<TariffVersionRow[]> {
  return db.select().from(tariffVersions).orderBy(asc(tariffVersions.effectiveFrom));
}

/** Null when a version already starts at that instant. */
export async function insertTariffVersion(db: Db, version: Tariff & { effectiveFrom: Date }): Promise<TariffVersionRow | null> {
  const [row] = await db.insert(tariffVersions).values(version).onConflictDoNothing({ target: tariffVersions.effectiveFrom }).returning();
  return row ?? null;
}

/** Only a version not yet in force may be withdrawn: one that priced rides stays with them. */
export async function deleteFutureTariffVersion(db: Db, id: string, now: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(tariffVersions)
    .where(and(eq(tariffVersions.id, id), gt(tariffVersions.effectiveFrom, now)))
    .returning({ id: tariffVersions.id });
  return deleted.length > 0;
}
