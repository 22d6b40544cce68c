import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/common.schemas';
import {
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeQuerySchema,
  pushUnsubscribedSchema,
} from '../../../shared/push.schemas';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { anyone } from '../auth/auth.guards';
import { sessionOf } from '../auth/session-cookies.service';
import { pushOwnerOf, requirePushOwner } from './push.guards';
import { deleteOwnSubscription, saveSubscription } from './push.queries';
import { type ServerMessageId, serverText } from '../../i18n/server-text';
import { ENDPOINT_REFUSAL_IDS } from '../../integrations/push/endpoint-guard';

const TAKEN = serverText('push.endpointTaken');
const endpointRefusalId = (refusal: string): ServerMessageId =>
  (ENDPOINT_REFUSAL_IDS as Record<string, ServerMessageId>)[refusal] ?? 'push.endpointInvalid';

/** design §12: Web Push for customers and drivers; design §13: endpoints that cannot reach inside, a few per person. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/push/public-key',
    {
      preHandler: anyone,
      schema: {
        description: 'La chiave VAPID pubblica (applicationServerKey) con cui il browser si iscrive alle notifiche; null se le notifiche sono spente.',
        response: { 200: pushPublicKeySchema },
      },
    },
    async () => ({ publicKey: app.push.publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      preHandler: requirePushOwner,
      schema: {
        description:
          'Iscrive questo browser alle notifiche del cliente o del taxista connesso (al massimo 5 dispositivi per persona: oltre, il più vecchio lascia il posto). Lo stesso endpoint sostituisce l’iscrizione precedente della stessa persona; è di un’altra finché la sua sessione è aperta (409).',
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscribedSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const owner = await pushOwnerOf(request);
      const session = owner && (await sessionOf(request, owner.role));
      if (!owner || !session) throw unauthorized();
      const refusal = await app.pushEndpoints.check(request.body.endpoint);
      if (refusal) throw badRequest(serverText(endpointRefusalId(refusal)), 'push_endpoint_refused');
      const now = app.clock.now();
      const liveAfter = new Date(now.getTime() - app.config.sessions.idleMs);
      const subscription = { endpoint: request.body.endpoint, keys: request.body.keys };
      if (!(await saveSubscription(app.db, owner, subscription, { tokenHash: session.tokenHash, liveAfter, now }))) {
        throw conflict(TAKEN, 'push_endpoint_taken');
      }
      return reply.status(201).send({ subscribed: true as const });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      preHandler: requirePushOwner,
      schema: {
        description: 'Toglie l’iscrizione di questo browser (solo la propria). Risponde anche se non c’era.',
        querystring: pushUnsubscribeQuerySchema,
        response: { 200: pushUnsubscribedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const owner = await pushOwnerOf(request);
      if (!owner) throw unauthorized();
      await deleteOwnSubscription(app.db, owner, request.query.endpoint);
      return { subscribed: false as const };
    },
  );
};
