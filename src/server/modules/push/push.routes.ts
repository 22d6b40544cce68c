import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/common.schemas';
import {
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeQuerySchema,
  pushUnsubscribedSchema,
} from '../../../shared/push.schemas';
import { badRequest, unauthorized } from '../../http/errors';
import { anyone } from '../auth/auth.guards';
import { endpointRefusal } from './push-endpoint.rules';
import { pushOwnerOf, requirePushOwner } from './push.guards';
import { deleteOwnSubscription, saveSubscription } from './push.queries';

/** design §12: Web Push for customers and drivers. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowLoopbackHttp = app.config.env !== 'production';

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
          'Iscrive questo browser alle notifiche del cliente o del taxista connesso (più dispositivi per persona). Lo stesso endpoint sostituisce l’iscrizione precedente.',
        body: pushSubscriptionBodySchema,
        response: { 201: pushSubscribedSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const owner = await pushOwnerOf(request);
      if (!owner) throw unauthorized();
      const refusal = endpointRefusal(request.body.endpoint, allowLoopbackHttp);
      if (refusal) throw badRequest(refusal, 'push_endpoint_refused');
      await saveSubscription(app.db, owner, { endpoint: request.body.endpoint, keys: request.body.keys });
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
