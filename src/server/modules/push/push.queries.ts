import { driverHasNotGivenUp } from '../dispatch/dispatch.conditions';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { drivers, pushSubscriptions, pushVapidKeys } from '../../db/schema';
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

/**
 * Keeps the browser's subscription for `owner`. The same endpoint again (the browser renewed its keys, or another
 * person signed in on it) replaces the row: one device, one recipient per role.
 */
export async function saveSubscription(db: Db, owner: PushOwner, subscription: PushSubscription): Promise<void> {
  const values = { ...ownerColumns(owner), p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: subscription.endpoint })
    .onConflictDoUpdate({ target: [pushSubscriptions.endpoint, pushSubscriptions.role], set: values });
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

/** The devices of every driver online now: where a new request goes (the `drivers-online` room's people). */
export async function onlineDriverSubscriptions(db: Db, exceptWhoGaveUpRideId: string): Promise<PushSubscription[]> {
  const rows = await db
    .select(asSubscription)
    .from(pushSubscriptions)
    .innerJoin(drivers, eq(drivers.id, pushSubscriptions.driverId))
    .where(
      and(
        eq(pushSubscriptions.role, 'driver'),
        eq(drivers.isAvailable, true),
        isNull(drivers.deletedAt),
        driverHasNotGivenUp(exceptWhoGaveUpRideId),
      ),
    );
  return rows.map(toSubscription);
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
