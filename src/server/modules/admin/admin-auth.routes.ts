import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBodySchema } from '../../../shared/auth.schemas';
import { unauthorized } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';
import { endSession, sessionOf, startSession } from '../auth/session-cookies.service';
import { AdminPassword } from './admin-password.service';

const FAILED_LOGINS_ALLOWED = 5;
const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;
const THROTTLED_MESSAGE = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

/** The office's login (DESIGN §1): checked on the server, throttled per address on wrong passwords. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const password = await AdminPassword.from(app.config.admin.password);
  const failedLogins = createThrottle(app.db, 'admin-login', FAILED_LOGINS_ALLOWED, FAILED_LOGIN_WINDOW_SECONDS);

  app.post(
    '/api/admin/login',
    { schema: { body: adminLoginBodySchema } },
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

  app.post('/api/admin/logout', async (request, reply) => {
    await endSession(request, reply, 'admin');
    return { authenticated: false };
  });

  app.get('/api/admin/session', async (request) => ({ authenticated: (await sessionOf(request, 'admin')) !== null }));
};
