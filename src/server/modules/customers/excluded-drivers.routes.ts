import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/common.schemas';
import {
  driverIdParamsSchema,
  excludeDriverBodySchema,
  type ExcludedDrivers,
  excludedDriversSchema,
} from '../../../shared/excluded-drivers.schemas';
import type { Db } from '../../db/client';
import { forbidden } from '../../http/errors';
import { requireRole, signedIn } from '../auth/auth.guards';
import { excludedDriversOf, excludeDriver, includeDriverAgain } from './excluded-drivers.queries';
import { serverText } from '../../i18n/server-text';

async function listOf(db: Db, customerId: string): Promise<ExcludedDrivers> {
  const rows = await excludedDriversOf(db, customerId);
  return { drivers: rows.map((r) => ({ ...r, excludedAt: r.excludedAt.toISOString() })) };
}

/**
 * design §14 'Non voglio più questo taxista': the customer's own list of drivers never to be offered their rides.
 * Each change answers the list as it now is; asking twice is the same as asking once.
 */
export const excludedDriversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/customers/me/excluded-drivers',
    { preHandler: requireRole('customer'), schema: { response: { 200: excludedDriversSchema, ...errorResponses(401) } } },
    async (request) => listOf(app.db, signedIn(request, 'customer').customerId),
  );

  app.post(
    '/api/customers/me/excluded-drivers',
    {
      preHandler: requireRole('customer'),
      schema: { body: excludeDriverBodySchema, response: { 201: excludedDriversSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const { customerId } = signedIn(request, 'customer');
      const mine = await excludeDriver(app.db, customerId, request.body.driverId, app.clock.now());
      if (!mine) throw forbidden(serverText('customers.notYourDriver'), 'not_your_driver');
      return reply.status(201).send(await listOf(app.db, customerId));
    },
  );

  app.delete(
    '/api/customers/me/excluded-drivers/:driverId',
    {
      preHandler: requireRole('customer'),
      schema: { params: driverIdParamsSchema, response: { 200: excludedDriversSchema, ...errorResponses(400, 401) } },
    },
    async (request) => {
      const { customerId } = signedIn(request, 'customer');
      await includeDriverAgain(app.db, customerId, request.params.driverId);
      return listOf(app.db, customerId);
    },
  );
};
