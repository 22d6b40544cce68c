import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, adminSessionSchema } from '../../../shared/auth.schemas';
import { errorResponses } from '../../../shared/common.schemas';
import { unauthorized } from '../../http/errors';
import { anyone } from '../auth/auth.guards';
import { endSession, sessionOf, startSession } from '../auth/session-cookies.service';
import { AdminPassword } from './admin-password.service';

const THROTTLED_MESSAGE = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

/** The office's login (DESIGN §1): checked on the server, throttled per address on wrong passwords. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const password = await AdminPassword.from(app.config.admin.password);
  const failedLogins = app.throttles.adminLoginFailures;

  app.post(
    '/api/admin/login',
    {
      preHandler: anyone,
      schema: { body: adminLoginBodySchema, response: { 200: adminSessionSchema, ...errorResponses(400, 401, 429) } },
    },
    async (request, reply) => {
      await failedLogins.check(request.ip, THROTTLED_MESSAGE);
      if (!(await password.matches(request.body.password))) {
        await failedLogins.consume(request.ip, THROTTLED_MESSAGE);
        throw unauthorized('Password non corretta', 'wrong_password');
      }
      await failedLogins.reset(request.ip);
      await startSession(request, reply, { role: 'admin' });
      return { authenticated: true };
    },
  );

  app.post('/api/admin/logout', { preHandler: anyone, schema: { response: { 200: adminSessionSchema } } }, async (request, reply) => {
    await endSession(request, reply, 'admin');
    return { authenticated: false };
  });

  app.get('/api/admin/session', { preHandler: anyone, schema: { response: { 200: adminSessionSchema } } }, async (request) => ({
    authenticated: (await sessionOf(request, 'admin')) !== null,
  }));
};
