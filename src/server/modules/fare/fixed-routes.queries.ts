import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { fixedFareRoutes } from '../../db/schema';

export type FixedRouteRow = typeof fixedFareRoutes.$inferSelect;
export type FixedRouteFields = Omit<typeof fixedFareRoutes.$inferInsert, 'id' | 'createdAt' | 'deletedAt'>;

/** The routes the office keeps (not removed), by name. */
export async function listFixedRoutes(db: Db): Promise<FixedRouteRow[]> {
  return db.select().from(fixedFareRoutes).where(isNull(fixedFareRoutes.deletedAt)).orderBy(asc(fixedFareRoutes.name));
}

export async function findFixedRoute(db: Db, id: string): Promise<FixedRouteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(fixedFareRoutes).where(eq(fixedFareRoutes.id, id)).limit(1);
  return row ?? null;
}

export async function insertFixedRoute(db: Db, fields: FixedRouteFields): Promise<FixedRouteRow> {
  const [row] = await db.insert(fixedFareRoutes).values(fields).returning();
  return row!;
}

export async function updateFixedRoute(db: Db, id: string, fields: FixedRouteFields): Promise<FixedRouteRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(fixedFareRoutes)
    .set(fields)
    .where(and(eq(fixedFareRoutes.id, id), isNull(fixedFareRoutes.deletedAt)))
    .returning();
  return row ?? null;
}

/** Kept as a row for the rides quoted with it; no longer listed nor matched. */
export async function removeFixedRoute(db: Db, id: string, at: Date): Promise<boolean> {
  if (!isUuid(id)) return false;
  const done = await db
    .update(fixedFareRoutes)
    .set({ deletedAt: at })
    .where(and(eq(fixedFareRoutes.id, id), isNull(fixedFareRoutes.deletedAt)))
    .returning({ id: fixedFareRoutes.id });
  return done.length > 0;
}
