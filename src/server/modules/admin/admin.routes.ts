import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRideDetailsSchema,
  adminRidesPageSchema,
  adminRidesQuerySchema,
  adminStatsSchema,
  driverDeletedSchema,
  driverInputSchema,
} from '../../../shared/admin.schemas';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import { driverListSchema, driverSchema } from '../../../shared/drivers.schemas';
import { deleteDriver, listDrivers, registerDriver, updateDriver } from '../drivers/driver-admin.service';
import { notFound } from '../../http/errors';
import { RIDE_NOT_FOUND } from '../rides/ride-lifecycle.service';
import { findAdminRideDetails, listAdminRides } from './admin-rides.queries';
import { computeAdminStats } from './admin-stats.queries';

/**
 * The office's data (spec §7 admin calls). Registered under `officeOnly` (src/server/routes.ts): the office only,
 * checked before anything else, so that without its session not even a validation message answers (401 first).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    { schema: { response: { 200: adminStatsSchema, ...errorResponses(401) } } },
    async () => computeAdminStats(app.db, app.clock.now()),
  );

  app.get(
    '/api/admin/drivers',
    { schema: { response: { 200: driverListSchema, ...errorResponses(401) } } },
    async () => listDrivers(app),
  );

  app.post(
    '/api/admin/drivers',
    {
      schema: { body: driverInputSchema, response: { 201: driverSchema, ...errorResponses(400, 401, 409) } },
    },
    async (request, reply) => reply.status(201).send(await registerDriver(app, request.body)),
  );

  app.put(
    '/api/admin/drivers/:id',
    {
      schema: {
        params: idParamsSchema,
        body: driverInputSchema,
        response: { 200: driverSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateDriver(app, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/drivers/:id',
    {
      schema: { params: idParamsSchema, response: { 200: driverDeletedSchema, ...errorResponses(401, 404, 409) } },
    },
    async (request) => {
      await deleteDriver(app, request.params.id);
      return { deleted: true as const };
    },
  );

  app.get(
    '/api/admin/rides',
    {
      schema: { querystring: adminRidesQuerySchema, response: { 200: adminRidesPageSchema, ...errorResponses(400, 401) } },
    },
    async (request) => listAdminRides(app.db, request.query),
  );

  app.get(
    '/api/admin/rides/:id',
    {
      schema: { params: idParamsSchema, response: { 200: adminRideDetailsSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const details = await findAdminRideDetails(app.db, request.params.id);
      if (!details) throw notFound(RIDE_NOT_FOUND, 'ride_not_found');
      return details;
    },
  );
};
