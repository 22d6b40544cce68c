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
  pushLanguageOf,
  type PushOwner,
  subscriptionsOf,
} from './push.queries';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';

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
    const now = app.clock.now();
    const plan = (language: Language) => pushesFor(owner, type, data, now, language);
    if (plan(DEFAULT_LANGUAGE).length > 0) deliverInBackground(app, plan);
  };
}

/** design §12: the reminder 30 minutes before each of these booked rides (called as drivers start to see them). */
export function remindCustomers(app: FastifyInstance, rides: readonly Ride[]): void {
  if (!app.push.enabled || rides.length === 0) return;
  const now = app.clock.now();
  deliverInBackground(app, (language) => rides.map((ride) => reminderFor(ride, now, language)));
}

/**
 * `plan` gives the same pushes, in the same order, in any language: each device gets its owner's (design §16) —
 * a new request broadcast to the drivers online speaks each driver's own. Each language is planned once per send.
 */
function deliverInBackground(app: FastifyInstance, plan: (language: Language) => readonly PlannedPush[]): void {
  const plans = new Map<Language, readonly PlannedPush[]>();
  const planIn = (language: Language) => plans.get(language) ?? plans.set(language, plan(language)).get(language)!;
  void Promise.all(
    planIn(DEFAULT_LANGUAGE).map(async ({ to }, index) => {
      for (const { subscription, language } of await recipients(app, to)) app.push.send(subscription, planIn(language)[index]!.message);
    }),
  ).catch((err: unknown) => app.log.error({ err }, 'push: subscriptions not read, notifications not sent'));
}

type Recipient = { subscription: PushSubscription; language: Language };

async function recipients(app: FastifyInstance, to: PushAudience): Promise<Recipient[]> {
  if (to.kind === 'online-drivers') {
    return (await onlineDriverSubscriptions(app.db, to.exceptWhoGaveUp)).map(({ language, ...subscription }) => ({ subscription, language }));
  }
  const owner: PushOwner = to.kind === 'driver' ? { role: 'driver', driverId: to.id } : { role: 'customer', customerId: to.id };
  const subscriptions = await subscriptionsOf(app.db, owner);
  if (subscriptions.length === 0) return [];
  const language = await pushLanguageOf(app.db, owner);
  return subscriptions.map((subscription) => ({ subscription, language }));
}
