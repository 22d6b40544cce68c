import type { FastifyPluginAsync } from 'fastify';
import { startRideAlertJob } from './modules/admin/ride-alerts.job';
import { startOfferSweeper } from './modules/dispatch/offer-sweeper.job';
import { startRetentionJob } from './modules/privacy/retention.job';
import { startRideSweeper } from './modules/rides/ride-sweeper.job';

/**
 * The server's background work, started with the app and stopped before it closes. Tests drive each job
 * by hand with their clock (e.g. `expireDueRides`), so none runs in the test environment.
 */
export const jobs: FastifyPluginAsync = async (app) => {
  if (app.config.env === 'test') return;
  const stops = [startRideSweeper(app), startOfferSweeper(app), startRetentionJob(app), startRideAlertJob(app)];
  // A sweep half-way through its rides finishes before the database closes.
  app.addHook('preClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
};
