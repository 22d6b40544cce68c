import type { FastifyPluginAsync } from 'fastify';

/**
 * What the server does with each client message of the live channel (spec §7), in one place. `identify`,
 * `driver_online` and `driver_offline` are the hub's own (rooms); these are the product's.
 */
export const liveHandlers: FastifyPluginAsync = async (app) => {
  const locations = app.driverLocations;
  app.live.on('update_location', async (_identity, data) => locations.handle(data));
  // Positions still in memory are written before the database closes.
  app.addHook('onClose', async () => {
    await locations.flush();
  });
};
