import type { FastifyPluginAsync } from 'fastify';
import { customerAuthRoutes } from './customers/customer-auth.routes';
import { customerSessionRoutes } from './customers/customer-session.routes';
import { fareRoutes } from './fare/fare.routes';
import { ratingCreateRoutes } from './ratings/rating-create.routes';
import { customerRideRoutes } from './rides/customer-rides.routes';
import { startRideSweeper } from './rides/ride-sweeper.job';

/** Everything the customer area adds to the server: its routes, live handlers and background jobs. */
export const customerArea: FastifyPluginAsync = async (app) => {
  await app.register(customerAuthRoutes);
  await app.register(customerSessionRoutes);
  await app.register(fareRoutes);
  await app.register(customerRideRoutes);
  await app.register(ratingCreateRoutes);

  // Tests drive the sweep by hand with their clock; every other run sweeps in the background.
  if (app.config.env !== 'test') {
    const stop = startRideSweeper(app);
    app.addHook('preClose', async () => stop());
  }
};
