import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { driverHasNotGivenUp, mayServeRideId } from '../dispatch/dispatch.conditions';
import type { Db } from '../../db/client';
import { customers, drivers, pushSubscriptions, pushVapidKeys, sessions } from '../../db/schema';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { idsOf } from '../../http/principal';
import type { PushSubscription, VapidKeyPair } from '../../integrations/push';

/** The person a subscription belongs to. */
export type PushOwner = { role: 'customer'; customerId: string } | { role: 'driver'; driverId: string };

/** A subscription's row names its owner as a session's does: the role, and the id in that role's column. */
const ownerColumns = (owner: PushOwner) => ({ role: owner.role, ...idsOf(owner) });

const sameId = (column: typeof pushSubscriptions.customerId | typeof pushSubscriptions.driverId, id: string | null): SQL =>
  id === null ? isNull(column) : eq(column, id);

const ownedBy = (owner: PushOwner): SQL => {
  const ids = idsOf(owner);
  return and(eq(pushSubscriptions.role, owner.role), sameId(pushSubscriptions.customerId, ids.customerId), sameId(pushSubscriptions.driverId, ids.driverId))!;
};

const asSubscription = { endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth };
const toSubscription = (row: { endpoint: string; p256dh: string; auth: string }): PushSubscription => ({
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
});

/** design §13: the devices a person may have subscribed at once; a new one past it replaces their oldest. */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 5;

/**
 * Keeps the browser's subscription for `owner`, subscribed from the session `sessionTokenHash`. The same endpoint
 * again (the browser renewed its keys) replaces the row, as long as it is the same person's, or the session that
 * subscribed it has ended (signed out, expired): one device, one recipient per role, and nobody takes over a
 * device that is somebody else's now. False when it is. Past `MAX_SUBSCRIPTIONS_PER_PERSON`, the owner's oldest go.
 */
export async function saveSubscription(
  db: Db,
  owner: PushOwner,
  subscription: PushSubscription,
  session: { tokenHash: string; liveAfter: Date; now: Date },
): Promise<boolean> {
  const values = {
    ...ownerColumns(owner),
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    sessionTokenHash: session.tokenHash,
    createdAt: session.now,
  };
  return db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ ...values, endpoint: subscription.endpoint })
      .onConflictDoUpdate({
        target: [pushSubscriptions.endpoint, pushSubscriptions.role],
        set: values,
        setWhere: or(
          ownedBy(owner),
          isNull(pushSubscriptions.sessionTokenHash),
          sql`not exists (select 1 from ${sessions} where ${sessions.tokenHash} = ${pushSubscriptions.sessionTokenHash}
            and ${sessions.expiresAt} > ${session.now} and ${sessions.lastSeenAt} > ${session.liveAfter})`,
        ),
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) return false;
    const beyond = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(ownedBy(owner))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .offset(MAX_SUBSCRIPTIONS_PER_PERSON);
    await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, beyond));
    return true;
  });
}

/** The owner's own subscription at `endpoint` only: nobody can unsubscribe someone else's device. */
export async function deleteOwnSubscription(db: Db, owner: PushOwner, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(ownedBy(owner), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service said the device is gone (404/410): no role may use the endpoint any more. */
export async function deleteSubscriptionsAt(db: Db, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** Every device of a customer (account deletion, design §13). */
export async function deleteCustomerSubscriptions(db: Db, customerId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(ownedBy({ role: 'customer', customerId }));
}

export async function subscriptionsOf(db: Db, owner: PushOwner): Promise<PushSubscription[]> {
  const rows = await db.select(asSubscription).from(pushSubscriptions).where(ownedBy(owner));
  return rows.map(toSubscription);
}

/**
 * The devices of every driver online now who may serve the ride (design §14) and did not give it up: where a new
 * request goes (the `drivers-online` room's people).
 */
export async function onlineDriverSubscriptions(db: Db, exceptWhoGaveUpRideId: string): Promise<Array<PushSubscription & { language: Language }>> {
  const rows = await db
    .select({ ...asSubscription, language: drivers.language })
    .from(pushSubscriptions)
    .innerJoin(drivers, eq(drivers.id, pushSubscriptions.driverId))
    .where(
      and(
        eq(pushSubscriptions.role, 'driver'),
        eq(drivers.isAvailable, true),
        isNull(drivers.deletedAt),
        driverHasNotGivenUp(exceptWhoGaveUpRideId),
        mayServeRideId(exceptWhoGaveUpRideId),
      ),
    );
  return rows.map((row) => ({ ...toSubscription(row), language: row.language }));
}

/** design §16: the language a person's pushes speak — the one they last used, Italian for one never seen in another. */
export async function pushLanguageOf(db: Db, owner: PushOwner): Promise<Language> {
  const [row] =
    owner.role === 'customer'
      ? await db.select({ language: customers.language }).from(customers).where(eq(customers.id, owner.customerId)).limit(1)
      : await db.select({ language: drivers.language }).from(drivers).where(eq(drivers.id, owner.driverId)).limit(1);
  return row?.language ?? DEFAULT_LANGUAGE;
}

export async function loadVapidKeys(db: Db): Promise<VapidKeyPair | null> {
  const [row] = await db.select({ publicKey: pushVapidKeys.publicKey, privateKey: pushVapidKeys.privateKey }).from(pushVapidKeys);
  return row ?? null;
}

/** Inserts the pair unless one is kept (a primary key of 1, so two instances cannot both insert), then reads the kept one. */
export async function saveVapidKeysIfAbsent(db: Db, keys: VapidKeyPair): Promise<VapidKeyPair> {
  await db.insert(pushVapidKeys).values({ id: 1, ...keys }).onConflictDoNothing({ target: pushVapidKeys.id });
  const kept = await loadVapidKeys(db);
  if (!kept) throw new Error('VAPID keys vanished after being saved');
  return kept;
}
