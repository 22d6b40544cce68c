import type { FastifyPluginAsync } from 'fastify';
import { customerAuthRoutes } from './customers/customer-auth.routes';

/** Everything the customer area adds to the server: its routes, live handlers and background jobs. */
export const customerArea: FastifyPluginAsync = async (app) => {
  await app.register(customerAuthRoutes);
};
