import type { FastifyPluginAsync } from 'fastify';
import { driverAuthRoutes } from './drivers/driver-auth.routes';
import { DriverLocationRelay } from './drivers/driver-location.service';
import { DriverRideCache } from './drivers/driver-ride-cache.service';
import { driverStatsRoutes } from './drivers/driver-stats.routes';
import { driverStatusRoutes } from './drivers/driver-status.routes';
import { DriverStatusService } from './drivers/driver-status.service';
import { driverRidesRoutes } from './rides/driver-rides.routes';

/** Everything the driver area adds to the server: its routes, live handlers and background jobs. */
export const driverArea: FastifyPluginAsync = async (app) => {
  const cache = new DriverRideCache(app.db);
  app.live.subscribeBus((event) => cache.onBusEvent(event));
  const invalidate = (driverId: string) => cache.invalidate(driverId);

  const status = new DriverStatusService(app, invalidate);
  const locations = new DriverLocationRelay(app, cache);
  app.live.on('update_location', async (_identity, data) => locations.handle(data));
  app.addHook('onClose', async () => {
    await locations.flush();
  });

  await app.register(driverAuthRoutes, { status });
  await app.register(driverStatusRoutes, { status });
  await app.register(driverStatsRoutes);
  await app.register(driverRidesRoutes, { onAccepted: invalidate });
};
