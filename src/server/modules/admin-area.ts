import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/admin.routes';
import { driverRatingsRoutes } from './ratings/driver-ratings.routes';

/** Everything the admin area adds to the server: its routes, live handlers and background jobs. */
export const adminArea: FastifyPluginAsync = async (app) => {
  await app.register(adminRoutes);
  // Shared with the drivers' dashboard, with its own admin-or-that-driver check.
  await app.register(driverRatingsRoutes);
};
