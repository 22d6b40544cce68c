import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/common.schemas';
import { smsOutboxQuerySchema, smsOutboxSchema } from '../../../shared/dev.schemas';
import { normalizePhoneNumber } from '../../../shared/phone';

/**
 * design §6: the console SMS adapter's outbox, so a developer or a test can read the codes "sent".
 * Registered only with that adapter, under `officeOnly` (src/server/routes.ts): only the office may read it, so a
 * demo deployment does not hand codes to strangers.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.smsOutbox;
  if (!outbox) throw new Error('the SMS outbox exists only with the console SMS adapter');
  app.get(
    '/api/dev/sms-outbox',
    {
      schema: { querystring: smsOutboxQuerySchema, response: { 200: smsOutboxSchema, ...errorResponses(400, 401) } },
    },
    async (request) => {
      const phone = request.query.phone ? (normalizePhoneNumber(request.query.phone) ?? request.query.phone) : undefined;
      return outbox.list(phone);
    },
  );
};
