import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, healthSchema, readinessSchema } from '../../../shared/common.schemas';
import { isDatabaseReady } from '../../db/client';
import { HttpError } from '../../http/errors';
import { anyone } from '../auth/auth.guards';
import { serverText } from '../../i18n/server-text';

/** For load balancers and orchestrators: alive (`/healthz`), and able to serve (`/readyz`, the database answers). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', { preHandler: anyone, schema: { response: { 200: healthSchema } } }, async () => ({ status: 'ok' as const }));

  app.get(
    '/readyz',
    { preHandler: anyone, schema: { response: { 200: readinessSchema, ...errorResponses(503) } } },
    async () => {
      if (app.draining) throw new HttpError(503, serverText('health.shuttingDown'), 'shutting_down');
      if (!(await isDatabaseReady(app.db))) throw new HttpError(503, serverText('health.databaseDown'), 'not_ready');
      // design §13: while events of the other instances cannot reach this one, the balancer should send elsewhere.
      if (!app.live.busConnected) throw new HttpError(503, serverText('health.busDown'), 'bus_down');
      return { status: 'ready' as const };
    },
  );
};
