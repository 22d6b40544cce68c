import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_BODY_BYTES } from '../shared/constants';
import { type Clock, systemClock } from './clock';
import type { Config } from './config';
import { type Database, isDatabaseReady } from './db/client';
import { registerErrorHandling } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerDraining } from './http/graceful-shutdown';
import './http/zod-italian';
import { registerNotFound } from './http/not-found';
import { registerOriginGuard } from './http/origin-guard';
import { fastifyTrustProxy, httpsDetector } from './http/proxy-trust';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { createGeocoder, type Geocoder } from './integrations/geocoder';
import { createRouter, type Router } from './integrations/router';
import { ConsoleSmsSender, createSmsSender, type SmsSender } from './integrations/sms';
import type { EventBus } from './live/bus';
import { LiveHub } from './live/hub';
import { MemoryBus } from './live/memory-bus';
import { PgNotifyBus } from './live/pg-bus';
import { adminAuthRoutes } from './modules/admin/admin-auth.routes';
import { adminArea } from './modules/admin-area';
import { customerArea } from './modules/customer-area';
import { driverArea } from './modules/driver-area';
import { SESSION_COOKIE, sessionCookieName } from './modules/auth/session-cookies';
import { type ResolvedSession, type Role, SessionStore } from './modules/auth/session-store';
import { smsOutboxRoutes } from './modules/dev/sms-outbox.routes';
import { isDriverOnline } from './modules/drivers/driver-presence';
import { PhoneVerification } from './modules/otp/phone-verification';
import { geocodeRoutes } from './modules/geocode/geocode.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Adapters to the outside world; each defaults to the one the config names. */
  sms?: SmsSender;
  geocoder?: Geocoder;
  router?: Router;
  /** Defaults to LISTEN/NOTIFY on PostgreSQL and an in-process bus on PGlite. */
  bus?: EventBus;
  /** The built web app (dist/web); without it the server answers the API only (tests, `npm run dev`). */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  livePingIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database['db'];
    clock: Clock;
    sessions: SessionStore;
    live: LiveHub;
    sms: SmsSender;
    geocoder: Geocoder;
    router: Router;
    phoneVerification: PhoneVerification;
  }
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const clock = deps.clock ?? systemClock;
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // On shutdown (ADR 150) the port closes and idle connections are closed at once; a request that still
    // arrives on a busy keep-alive connection is served, with `Connection: close`, rather than refused.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const sessions = new SessionStore(database.db, clock, config.sessions);
  const isHttps = httpsDetector(config.trustProxy);
  const bus =
    deps.bus ??
    (database.kind === 'postgres' && database.url ? await PgNotifyBus.start(database.url, app.log) : new MemoryBus());
  const live = new LiveHub({
    bus,
    logger: app.log,
    pingIntervalMs: deps.livePingIntervalMs,
    budget: config.liveBudget,
    authenticate: (request) => authenticateUpgrade(app, sessions, isHttps, request),
    isDriverOnline: (driverId) => isDriverOnline(database.db, driverId),
  });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', clock);
  app.decorate('sessions', sessions);
  app.decorate('live', live);
  const sms = deps.sms ?? createSmsSender(config.sms, app.log, database.db, () => clock.now());
  app.decorate('sms', sms);
  app.decorate('geocoder', deps.geocoder ?? createGeocoder(config.geocoder));
  app.decorate('router', deps.router ?? createRouter(config.router));
  app.decorate('phoneVerification', new PhoneVerification(database.db, clock, sms, config.otpLimits));

  registerErrorHandling(app);
  registerDraining(app);
  registerOriginGuard(app);
  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (app.draining) return reply.status(503).send({ error: 'Server in arresto', code: 'shutting_down' });
    if (!(await isDatabaseReady(database.db))) {
      return reply.status(503).send({ error: 'Database non raggiungibile', code: 'not_ready' });
    }
    // DESIGN §13: while events of the other instances cannot reach this one, the balancer should send elsewhere.
    if (!live.busConnected) return reply.status(503).send({ error: 'Canale eventi non collegato', code: 'bus_down' });
    return { status: 'ready' };
  });

  await app.register(adminAuthRoutes);
  await app.register(geocodeRoutes, { geocoder: app.geocoder });
  if (sms instanceof ConsoleSmsSender) await app.register(smsOutboxRoutes, { outbox: sms });
  await app.register(customerArea);
  await app.register(driverArea);
  await app.register(adminArea);

  if (deps.webRoot) await registerSpa(app, deps.webRoot, config.public);
  registerNotFound(app);

  live.attach(app.server);
  app.addHook('preClose', async () => {
    await live.close();
  });
  app.addHook('onClose', async () => {
    if (!deps.bus) await bus.close();
  });
  return app;
}

async function authenticateUpgrade(
  app: FastifyInstance,
  sessions: SessionStore,
  isHttps: (request: IncomingMessage) => boolean,
  request: IncomingMessage,
): Promise<Map<Role, ResolvedSession>> {
  const cookies = app.parseCookie(request.headers.cookie ?? '');
  const https = isHttps(request);
  const found = new Map<Role, ResolvedSession>();
  for (const role of Object.keys(SESSION_COOKIE) as Role[]) {
    const token = cookies[sessionCookieName(role, https)];
    const session = token ? await sessions.resolve(token, role) : null;
    if (session) found.set(role, session);
  }
  return found;
}
