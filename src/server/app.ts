import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { MAX_BODY_BYTES } from '../shared/constants';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { registerRequestLanguage } from './http/request-language';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerDraining } from './http/graceful-shutdown';
import './http/zod-italian';
import { logOptions } from './http/log-options';
import { registerNotFound } from './http/not-found';
import { API_VERSION } from './http/api-version';
import { registerApiDocs, registerOpenApi } from './http/openapi';
import { registerOriginGuard } from './http/origin-guard';
import { fastifyTrustProxy, httpsDetector } from './http/proxy-trust';
import { createThrottles, type Throttles } from './http/rate-limit';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createGeocoder, type Geocoder } from './integrations/geocoder';
import { type HostResolver, PushEndpointGuard, type PushSender } from './integrations/push';
import { createRouter, type Router } from './integrations/router';
import { ConsoleSmsSender, countedSmsSender, createSmsSender, type OutboxStore, type SmsSender } from './integrations/sms';
import type { EventBus } from './live/bus';
import { LiveHub } from './live/hub';
import { MemoryBus } from './live/memory-bus';
import { PgNotifyBus } from './live/pg-bus';
import { jobs } from './jobs';
import { registerHttpMetrics } from './metrics/http-metrics';
import { Metrics } from './metrics/metrics';
import { liveHandlers } from './live-handlers';
import type { ResolvedSession, Role } from './http/principal';
import { SESSION_COOKIE, sessionCookieName } from './http/session-cookies';
import { resolveSession } from './modules/auth/session.service';
import { DriverLocationRelay } from './modules/drivers/driver-location.service';
import { DriverRideCache } from './modules/drivers/driver-ride-cache.service';
import { seedTariffVersion } from './modules/fare/tariffs.queries';
import { isDriverOnline } from './modules/drivers/drivers.queries';
import { driverSocketLost, driverSocketsPresent } from './modules/drivers/driver-reachability.service';
import { createAppPushSender, pushOnPublish } from './modules/push/push.service';
import { routes } from './routes';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Adapters to the outside world; each defaults to the one the config names. */
  sms?: SmsSender;
  geocoder?: Geocoder;
  router?: Router;
  /** Web Push (design §12); defaults to web-push with the configured or stored VAPID keys. */
  push?: PushSender;
  /** How push endpoints' host names are resolved for their checks (design §13); the system's resolver by default. */
  resolveHost?: HostResolver;
  /** Defaults to LISTEN/NOTIFY on PostgreSQL and an in-process bus on PGlite. */
  bus?: EventBus;
  /** The built web app (dist/web); without it the server answers the API only (tests, `npm run dev`). */
  webRoot?: string;
  /** Where log lines go (tests collect them); standard output by default. Their level is the config's. */
  logStream?: DestinationStream;
  livePingIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
    clock: Clock;
    live: LiveHub;
    sms: SmsSender;
    /** The console adapter's outbox (design §6); null with a real gateway, and then its route does not exist. */
    smsOutbox: Pick<OutboxStore, 'list'> | null;
    metrics: Metrics;
    /**
     * Every route of src/server/routes.ts as registered, in order, with the schemas it declares (the OpenAPI
     * document must describe each; src/shared/endpoints.ts is checked against them).
     */
    apiRoutes: Array<{ method: string; url: string; schema?: FastifySchema }>;
    geocoder: Geocoder;
    router: Router;
    /** Web Push to closed pages (design §12): fire-and-forget, never awaited on a request's path (ADR 141). */
    push: PushSender;
    /** Which push endpoints may be subscribed and posted to (design §13). */
    pushEndpoints: PushEndpointGuard;
    throttles: Throttles;
    /** Who may see each driver's position, on this instance (ADR 043). */
    driverRideCache: DriverRideCache;
    /** Drivers' positions as they arrive: relayed at once, stored in batches (ADR 043); the fleet reads both. */
    driverLocations: DriverLocationRelay;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: logOptions(config.logLevel, deps.logStream),
    logController: new RequestLog(),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // On shutdown (ADR 150) the port closes and idle connections are closed at once; a request that still
    // arrives on a busy keep-alive connection is served, with `Connection: close`, rather than refused.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // Fastify's 10 s is for a plugin that never finishes; on a machine busy with other work the documentation's
    // plugin alone has taken longer than that to start, and the server gave up its start.
    pluginTimeout: 60_000,
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const bus =
    deps.bus ??
    (database.kind === 'postgres' && database.url ? await PgNotifyBus.start(database.url, app.log) : new MemoryBus());
  const isHttps = httpsDetector(config.trustProxy);
  const live = new LiveHub({
    bus,
    logger: app.log,
    pingIntervalMs: deps.livePingIntervalMs,
    budget: config.liveBudget,
    authenticate: (request) => authenticateUpgrade(app, isHttps, request),
    isDriverOnline: (driverId) => isDriverOnline(database.db, driverId),
    driverSockets: {
      lost: (driverId) => driverSocketLost(app, driverId),
      present: (driverIds) => driverSocketsPresent(app, driverIds),
    },
  });
  const driverRideCache = new DriverRideCache(database.db);
  live.subscribeBus((event) => driverRideCache.onBusEvent(event));

  // design §15: a database without a tariff starts with the configuration's, so quotes work from the first request.
  await seedTariffVersion(database.db, config.tariff);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('live', live);
  const metrics = new Metrics({ database, bus, live });
  const sms = deps.sms ?? createSmsSender(config.sms, app.log, database.db, () => clock.now());
  app.decorate('metrics', metrics);
  app.decorate('sms', countedSmsSender(sms, (result) => metrics.countSms(result)));
  app.decorate('smsOutbox', sms instanceof ConsoleSmsSender ? sms : null);
  app.decorate('geocoder', deps.geocoder ?? createGeocoder(config.geocoder));
  app.decorate('router', deps.router ?? createRouter(config.router));
  app.decorate('throttles', createThrottles(database.db, config));
  app.decorate('driverRideCache', driverRideCache);
  app.decorate('driverLocations', new DriverLocationRelay(app));
  // Tests and development post to a fake push service on loopback; production never posts inside.
  app.decorate('pushEndpoints', new PushEndpointGuard(deps.resolveHost, config.env !== 'production'));
  const push = deps.push ?? (await createAppPushSender(app));
  app.decorate('push', push);
  live.onPublish(pushOnPublish(app));

  registerRequestLanguage(app);
  registerErrorHandling(app);
  registerHttpMetrics(app);
  registerDraining(app);
  registerOriginGuard(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);

  await registerOpenApi(app, API_VERSION);
  app.decorate('apiRoutes', []);
  await app.register(routes);
  await app.register(liveHandlers);
  await app.register(jobs);

  await registerApiDocs(app);
  if (deps.webRoot) await registerSpa(app, deps.webRoot, config.public);
  registerNotFound(app);

  live.attach(app.server);
  app.addHook('preClose', async () => {
    await live.close();
  });
  // After the requests that queued pushes have finished; each queued push is bounded by its timeout.
  app.addHook('onClose', async () => {
    await push.close();
  });
  app.addHook('onClose', async () => {
    if (!deps.bus) await bus.close();
  });
  return app;
}

async function authenticateUpgrade(
  app: FastifyInstance,
  isHttps: (request: IncomingMessage) => boolean,
  request: IncomingMessage,
): Promise<Map<Role, ResolvedSession>> {
  const cookies = app.parseCookie(request.headers.cookie ?? '');
  const https = isHttps(request);
  const found = new Map<Role, ResolvedSession>();
  for (const role of Object.keys(SESSION_COOKIE) as Role[]) {
    const token = cookies[sessionCookieName(role, https)];
    const session = token ? await resolveSession(app, token, role) : null;
    if (session) found.set(role, session);
  }
  return found;
}
