import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as idParams } from '../../../shared/common.schemas';
import { adminRidesQuerySchema, driverInputSchema } from '../../../shared/admin.schemas';
import { requireRole } from '../auth/session-cookies.service';
import { DriverAdminService } from '../drivers/driver-admin.service';
import { listAdminRides } from './admin-rides.queries';
import { computeAdminStats } from './admin-stats.queries';

/**
 * The office's data (SPEC §7 admin calls). Encapsulated: the admin check runs before anything else,
 * so without the admin session not even a validation message leaks (401 first).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireRole(request, 'admin');
  });
  const driversService = new DriverAdminService(app);

  app.get('/api/admin/stats', async () => computeAdminStats(app.db, app.clock.now()));

  app.get('/api/admin/drivers', async () => driversService.list());

  app.post('/api/admin/drivers', { schema: { body: driverInputSchema } }, async (request, reply) => {
    const driver = await driversService.create(request.body);
    return reply.status(201).send(driver);
  });

  app.put('/api/admin/drivers/:id', { schema: { params: idParams, body: driverInputSchema } }, async (request) =>
    driversService.update(request.params.id, request.body),
  );

  app.delete('/api/admin/drivers/:id', { schema: { params: idParams } }, async (request) => {
    await driversService.remove(request.params.id);
    return { deleted: true };
  });

  app.get('/api/admin/rides', { schema: { querystring: adminRidesQuerySchema } }, async (request) =>
    listAdminRides(app.db, request.query),
  );
};
