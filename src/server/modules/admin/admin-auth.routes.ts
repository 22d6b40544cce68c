import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginBodySchema, adminSessionSchema } from '../../../shared/auth.schemas';
import { errorResponses } from '../../../shared/common.schemas';
import { clientKey } from '../../http/client-key';
import { HttpError, unauthorized } from '../../http/errors';
import { anyone } from '../auth/auth.guards';
import { endSession, sessionOf, startSession } from '../auth/session-cookies.service';
import { knownAdminDevice, rememberAdminDevice } from './admin-devices.service';
import { AdminLoginThrottle, THROTTLED_MESSAGE } from './admin-login-throttle.service';
import { AdminPassword } from './admin-password.service';
import { serverText } from '../../i18n/server-text';

/** The office's login (design §1): checked on the server, throttled on wrong passwords (ADR 151, ADR 231). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const password = await AdminPassword.from(app.config.admin.password);
  const throttle = new AdminLoginThrottle(app.db);

  app.post(
    '/api/admin/login',
    {
      preHandler: anyone,
      schema: { body: adminLoginBodySchema, response: { 200: adminSessionSchema, ...errorResponses(400, 401, 429) } },
    },
    async (request, reply) => {
      const address = clientKey(request.ip);
      const deviceId = await knownAdminDevice(request);
      const lane = await throttle.admit(address, deviceId);
      if (!(await password.matches(request.body.password))) {
        await throttle.failed(address, lane);
        if (lane.kind === 'locked') throw new HttpError(429, THROTTLED_MESSAGE, 'rate_limited');
        throw unauthorized(serverText('admin.wrongPassword'), 'wrong_password');
      }
      await throttle.succeeded(address, deviceId);
      await startSession(request, reply, { role: 'admin' });
      await rememberAdminDevice(request, reply, deviceId);
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
