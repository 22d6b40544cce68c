import type { FastifyPluginAsync } from 'fastify';
import { assertSchemasDeclared } from './http/declared-schemas';
import { adminAuthRoutes } from './modules/admin/admin-auth.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { consoleRoutes } from './modules/admin/console.routes';
import { tariffsRoutes } from './modules/admin/tariffs.routes';
import { assertAccessDeclared, officeOnly } from './modules/auth/auth.guards';
import { customerAccountRoutes } from './modules/customers/customer-account.routes';
import { customerAuthRoutes } from './modules/customers/customer-auth.routes';
import { excludedDriversRoutes } from './modules/customers/excluded-drivers.routes';
import { smsOutboxRoutes } from './modules/dev/sms-outbox.routes';
import { dispatchRoutes } from './modules/dispatch/dispatch.routes';
import { driverAuthRoutes } from './modules/drivers/driver-auth.routes';
import { driverStatsRoutes } from './modules/drivers/driver-stats.routes';
import { driverStatusRoutes } from './modules/drivers/driver-status.routes';
import { fareRoutes } from './modules/fare/fare.routes';
import { openApiRoutes } from './modules/docs/openapi.routes';
import { geocodeRoutes } from './modules/geocode/geocode.routes';
import { healthRoutes } from './modules/health/health.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { pushRoutes } from './modules/push/push.routes';
import { driverRatingsRoutes } from './modules/ratings/driver-ratings.routes';
import { ratingCreateRoutes } from './modules/ratings/rating-create.routes';
import { receiptRoutes } from './modules/receipts/receipt.routes';
import { customerRideRoutes } from './modules/rides/customer-rides.routes';
import { driverRidesRoutes } from './modules/rides/driver-rides.routes';

/**
 * Every route of the server in one list, by area (the web app's pages are served by http/spa.ts, the API
 * document's reader by http/openapi.ts). Each route declares who may call it on the route itself
 * (modules/auth/auth.guards.ts) and the schemas of what it answers (http/declared-schemas.ts): registration
 * fails for one that does not. An explicit list rather than @fastify/autoload: the server is bundled into one file
 * (scripts/build-server.mjs), so there is no folder to scan at run time, and a list is typed and greppable.
 */
const ROUTES = [
  healthRoutes,
  metricsRoutes,
  openApiRoutes,
  geocodeRoutes,
  // The booking page.
  customerAuthRoutes,
  customerAccountRoutes,
  excludedDriversRoutes,
  fareRoutes,
  customerRideRoutes,
  receiptRoutes,
  ratingCreateRoutes,
  // The drivers' dashboard (the office reads drivers' ratings too).
  driverAuthRoutes,
  driverStatusRoutes,
  driverStatsRoutes,
  driverRidesRoutes,
  dispatchRoutes,
  driverRatingsRoutes,
  // Notifications to closed pages, for customers and drivers.
  pushRoutes,
  // The office: signing in is open, everything else needs its session (one guard for the plugin).
  adminAuthRoutes,
  officeOnly(adminRoutes, consoleRoutes, tariffsRoutes),
];

export const routes: FastifyPluginAsync = async (app) => {
  // A function, not an arrow: `this` is the plugin the route is registered in, which may declare its guard.
  app.addHook('onRoute', function (route) {
    assertAccessDeclared.call(this, route);
    assertSchemasDeclared(route);
    // Fastify adds a HEAD beside every GET: the same route, not another one to document.
    if (route.method !== 'HEAD') app.apiRoutes.push({ method: String(route.method), url: route.url, schema: route.schema });
  });
  for (const plugin of ROUTES) await app.register(plugin);
  // design §6: the dev outbox exists only with the console SMS adapter.
  if (app.smsOutbox) await app.register(officeOnly(smsOutboxRoutes));
};
