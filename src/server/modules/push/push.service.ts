import type { FastifyInstance } from 'fastify';
import type { Ride } from '../../../shared/rides.schemas';
import { createPushSender, type PushResult, type PushSender, type PushSubscription, resolveVapidKeys } from '../../integrations/push';
import type { PublishListener } from '../../live/hub';
import { roomOwner } from '../../live/rooms';
import { type PlannedPush, type PushAudience, pushesFor, reminderFor } from './push-messages.rules';
import {
  deleteSubscriptionsAt,
  loadVapidKeys,
  onlineDriverSubscriptions,
  saveVapidKeysIfAbsent,
  subscriptionsOf,
} from './push.queries';

/**
 * design §12 at start: the VAPID keys (environment, else the database's pair, else a new pair the first instance
 * stores for all), and a sender whose 404/410 answers delete the subscription.
 */
export async function createAppPushSender(app: FastifyInstance): Promise<PushSender> {
  const { details, keySource, defaultSubject } = await resolveVapidKeys(app.config.push, {
    load: () => loadVapidKeys(app.db),
    saveIfAbsent: (keys) => saveVapidKeysIfAbsent(app.db, keys),
  });
  if (keySource === 'generated') app.log.info('VAPID keys generated and stored in the database');
  if (defaultSubject && app.config.env === 'production') {
    app.log.warn('VAPID_SUBJECT is not set: set it to the co-operative’s mailto: or https: contact (Apple refuses the placeholder)');
  }
  return createPushSender(details, { logger: app.log, onResult: (result) => onPushResult(app, result), guard: app.pushEndpoints });
}

async function onPushResult(app: FastifyInstance, result: PushResult): Promise<void> {
  app.metrics.countPush(result);
  if (result.outcome === 'gone') await deleteSubscriptionsAt(app.db, result.endpoint);
}

/**
 * Follows the live frames this instance publishes (after their change was committed) and sends the ones design
 * §12 lists as pushes too. Returns at once: the subscriptions are read and the pushes queued in the background,
 * so neither the HTTP answer nor the live frame waits for the database or a push service.
 */
export function pushOnPublish(app: FastifyInstance): PublishListener {
  return (room, type, data) => {
    if (!app.push.enabled) return;
    const owner = roomOwner(room);
    if (!owner) return;
    const planned = pushesFor(owner, type, data, app.clock.now());
    if (planned.length > 0) deliverInBackground(app, planned);
  };
}

/** design §12: the reminder 30 minutes before each of these booked rides (called as drivers start to see them). */
export function remindCustomers(app: FastifyInstance, rides: readonly Ride[]): void {
  if (!app.push.enabled || rides.length === 0) return;
  const now = app.clock.now();
  deliverInBackground(app, rides.map((ride) => reminderFor(ride, now)));
}

function deliverInBackground(app: FastifyInstance, planned: readonly PlannedPush[]): void {
  void Promise.all(
    planned.map(async ({ to, message }) => {
      for (const subscription of await recipients(app, to)) app.push.send(subscription, message);
    }),
  ).catch((err: unknown) => app.log.error({ err }, 'push: subscriptions not read, notifications not sent'));
}

function recipients(app: FastifyInstance, to: PushAudience): Promise<PushSubscription[]> {
  switch (to.kind) {
    case 'online-drivers':
      return onlineDriverSubscriptions(app.db, to.exceptWhoGaveUp);
    case 'driver':
      return subscriptionsOf(app.db, { role: 'driver', driverId: to.id });
    case 'customer':
      return subscriptionsOf(app.db, { role: 'customer', customerId: to.id });
  }
}
