import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizePhoneNumber } from '../../../shared/phone';
import type { ConsoleSmsSender } from '../../integrations/sms';
import { requireRole } from '../auth/session-cookies.service';

/**
 * DESIGN §6: the console SMS adapter's outbox, so a developer or a test can read the codes "sent".
 * Registered only with that adapter, and only an admin session may read it, so a demo deployment does
 * not hand codes to strangers.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod<{ outbox: ConsoleSmsSender }> = async (app, { outbox }) => {
  app.get(
    '/api/dev/sms-outbox',
    { schema: { querystring: z.object({ phone: z.string().max(30).optional() }) } },
    async (request) => {
      await requireRole(request, 'admin');
      const phone = request.query.phone ? (normalizePhoneNumber(request.query.phone) ?? request.query.phone) : undefined;
      return outbox.list(phone);
    },
  );
};
