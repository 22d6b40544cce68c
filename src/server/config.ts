import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { PUBLIC_CONFIG_DEFAULTS } from '../shared/config-defaults';
import { type DispatchPolicy, publicConfigSchema, type PublicConfig } from '../shared/public-config.schemas';
import { parseProxyTrust, type ProxyTrust } from './http/proxy-trust';
import './http/zod-italian';

/**
 * design §11's dispatch settings, their names, types and defaults: read from the environment below, and by
 * `npm run simulate` and the benchmarks for the same defaults.
 */
export interface DispatchSettings {
  /** `DISPATCH_POLICY`: `broadcast` is the spec's fastest finger; `nearest` offers the ride to one driver at a time. */
  policy: DispatchPolicy;
  /** `FAIR_RADIUS_KM`: drivers this much farther from the pickup than the nearest one count as equally near. */
  fairRadiusKm: number;
  /** `OFFER_TIMEOUT_SECONDS`: how long one driver's offer runs before it passes to the next. */
  offerTimeoutSeconds: number;
  /** `OFFER_ROUNDS`: how many drivers are offered the ride, one after the other, before it is broadcast. */
  offerRounds: number;
  /** A position older than this says nothing about where the taxi is now (design §11: 2 minutes). */
  positionMaxAgeSeconds: number;
}

export const DEFAULT_DISPATCH_SETTINGS: Readonly<DispatchSettings> = Object.freeze({
  policy: PUBLIC_CONFIG_DEFAULTS.dispatchPolicy,
  fairRadiusKm: 1,
  offerTimeoutSeconds: 20,
  offerRounds: 3,
  positionMaxAgeSeconds: 120,
});

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
const num = (fallback: number, min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().min(min).max(max).default(fallback));
const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['production', 'development', 'test']).default('production')),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  PORT: int(5000, 0, 65535),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('false')
      .transform((value, ctx) => {
        const parsed = parseProxyTrust(value);
        if ('trust' in parsed) return parsed.trust;
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }),
  ),
  WS_MESSAGES_PER_SECOND: int(10, 1, 1000),
  WS_MESSAGES_BURST: int(30, 1, 10_000),
  SHUTDOWN_TIMEOUT_MS: int(5_000, 100, 120_000),
  RETENTION_DAYS: int(30, 1, 3650),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, 'almeno 16 caratteri: chi lo indovina legge le metriche').optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^postgres(ql)?:\/\//, 'deve iniziare con postgres:// o postgresql://').optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  ADMIN_PASSWORD: optionalString,
  SESSION_IDLE_MINUTES: int(120, 1),
  SESSION_ABSOLUTE_HOURS: int(24 * 30, 1),
  ADMIN_SESSION_ABSOLUTE_HOURS: int(12, 1),

  SMS_PROVIDER: z.preprocess(emptyToUndefined, z.enum(['console', 'http']).default('console')),
  SMS_HTTP_URL: optionalUrl,
  SMS_HTTP_TOKEN: optionalString,
  SMS_SENDER: z.preprocess(emptyToUndefined, z.string().max(11).default('RadioTaxi')),
  OTP_IP_SENDS_PER_HOUR: int(30, 1),
  OTP_PHONE_SENDS_PER_HOUR: int(5, 1),
  // design §13: every SMS code sent in an hour, whoever asks, so no one client can spend the gateway's credit.
  SMS_SENDS_PER_HOUR: int(500, 1),
  // design §13: address searches (and reverse lookups) per client address and minute.
  GEOCODE_REQUESTS_PER_MINUTE: int(60, 1),

  // Checked (and, when unset, generated and stored) by integrations/push/vapid-keys.ts at start (ADR 141).
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,

  GEOCODER: z.preprocess(emptyToUndefined, z.enum(['photon', 'nominatim']).default('photon')),
  GEOCODER_URL: optionalUrl,
  GEOCODER_USER_AGENT: z.preprocess(
    emptyToUndefined,
    z.string().default('RadioTaxi/0.1 (cooperative booking app; set GEOCODER_USER_AGENT with your contact)'),
  ),
  GEOCODER_MIN_INTERVAL_MS: int(1000, 0),
  GEOCODER_VIEWBOX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('13.4,41.5,13.7,41.7')
      .transform((v, ctx) => {
        const parts = v.split(',').map(Number);
        if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) {
          ctx.addIssue({ code: 'custom', message: 'servono 4 numeri: lonMin,latMin,lonMax,latMax' });
          return z.NEVER;
        }
        const [minLon, minLat, maxLon, maxLat] = parts as [number, number, number, number];
        return { minLon, minLat, maxLon, maxLat };
      }),
  ),
  ROUTER_URL: optionalUrl,
  ROAD_FACTOR: num(PUBLIC_CONFIG_DEFAULTS.roadFactor, 1, 3),

  // What the page is given is checked by the page's own schema (ADR 221).
  TOWN_NAME: z.preprocess(emptyToUndefined, publicConfigSchema.shape.townName.default(PUBLIC_CONFIG_DEFAULTS.townName)),
  TAXI_PHONE: z.preprocess(emptyToUndefined, publicConfigSchema.shape.taxiPhone.default(PUBLIC_CONFIG_DEFAULTS.taxiPhone)),
  MAP_CENTER_LAT: num(PUBLIC_CONFIG_DEFAULTS.mapCenter.lat, -90, 90),
  MAP_CENTER_LON: num(PUBLIC_CONFIG_DEFAULTS.mapCenter.lon, -180, 180),

  RIDE_AUTO_COMPLETE_SECONDS: int(PUBLIC_CONFIG_DEFAULTS.rides.autoCompleteSeconds, 0, 24 * 3600),
  // A fraction is allowed (0.05 = 3 s) so that an end-to-end test can wait seconds instead of minutes.
  NO_SHOW_WAIT_MINUTES: num(PUBLIC_CONFIG_DEFAULTS.rides.noShowWaitMinutes, 0, 120),

  // design §4: a phone booking waits this long for a driver before it expires (the caller has no screen to try
  // again on); fractions allowed so that a test waits seconds.
  OFFICE_RIDE_TIMEOUT_MINUTES: num(10, 0.05, 24 * 60),
  // design §4: after this many drops the ride waits for the office instead of going out again.
  DROP_LIMIT: int(2, 1, 10),
  // design §10: a driver online whose live socket has been gone this long is unreachable and offered nothing.
  DRIVER_UNREACHABLE_SECONDS: int(60, 1, 3600),

  // design §10 ride_alert thresholds; fractions allowed so that an end-to-end test waits seconds.
  UNASSIGNED_ALERT_MINUTES: num(15, 0, 24 * 60),
  DRIVER_LATE_ALERT_MINUTES: num(10, 0, 24 * 60),
  // design §11: `broadcast` is the spec's fastest finger; `nearest` offers each new request to one driver at a time.
  DISPATCH_POLICY: z.preprocess(emptyToUndefined, publicConfigSchema.shape.dispatchPolicy.default(DEFAULT_DISPATCH_SETTINGS.policy)),
  OFFER_TIMEOUT_SECONDS: int(DEFAULT_DISPATCH_SETTINGS.offerTimeoutSeconds, 5, 120),
  OFFER_ROUNDS: int(DEFAULT_DISPATCH_SETTINGS.offerRounds, 1, 10),
  FAIR_RADIUS_KM: num(DEFAULT_DISPATCH_SETTINGS.fairRadiusKm, 0, 50),

  TARIFF_BASE_CENTS: int(500, 0),
  TARIFF_PER_KM_CENTS: int(150, 0),
  TARIFF_MINIMUM_CENTS: int(800, 0),
  TARIFF_NIGHT_PERCENT: int(20, 0, 100),
  TARIFF_WEEKEND_PERCENT: int(15, 0, 100),
  // design §15: the guaranteed maximum over the estimate, and what a receipt names as the seller.
  MAX_FARE_MARGIN_PERCENT: int(15, 0, 100),
  COOP_NAME: z.preprocess(emptyToUndefined, z.string().max(120).default('Cooperativa Radio Taxi')),
  COOP_VAT_NUMBER: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  // Where the app is reached from outside, for links sent by SMS (the receipt); unset → http://localhost:PORT.
  PUBLIC_URL: optionalUrl,
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  trustProxy: ProxyTrust;
  /** design §13: per live socket, a token bucket of `perSecond` tokens with room for `burst`. */
  liveBudget: { perSecond: number; burst: number };
  shutdownTimeoutMs: number;
  /** design §13: rides older than this lose their personal data in the daily retention job. */
  retentionDays: number;
  /** design §13: `/metrics` answers loopback, or anyone presenting this as a Bearer token. */
  metricsToken: string | undefined;
  database: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
  admin: { password: string; generated: boolean };
  sessions: { idleMs: number; absoluteMs: number; adminAbsoluteMs: number };
  sms:
    | { provider: 'console'; sender: string }
    | { provider: 'http'; url: string; token: string | undefined; sender: string };
  otpLimits: { ipSendsPerHour: number; phoneSendsPerHour: number; sendsPerHour: number };
  /** design §13: address searches per client address (IPv6 by /64) and minute. */
  geocodeRequestsPerMinute: number;
  /** design §12: Web Push; keys unset → generated on the first start and kept in the database. */
  push: { publicKey: string | undefined; privateKey: string | undefined; subject: string | undefined };
  geocoder: {
    kind: 'photon' | 'nominatim';
    url: string;
    userAgent: string;
    minIntervalMs: number;
    viewbox: { minLon: number; minLat: number; maxLon: number; maxLat: number };
  };
  router: { url: string | undefined; roadFactor: number };
  /** design §10: a booking still without a driver this long before departure; a driver this late after their ETA. */
  alerts: { unassignedMinutes: number; driverLateMinutes: number };
  /** design §11: who is offered a new request. */
  dispatch: DispatchSettings;
  /**
   * design §4: how long a phone booking waits for a driver (`OFFICE_RIDE_TIMEOUT_MINUTES`), and after how many drops a
   * ride waits for the office (`DROP_LIMIT`).
   */
  rideRecovery: { officeRideTimeoutMinutes: number; dropLimit: number };
  /** design §10: a driver's live socket gone this long (`DRIVER_UNREACHABLE_SECONDS`) makes them unreachable. */
  driverUnreachableSeconds: number;
  tariff: {
    baseCents: number;
    perKmCents: number;
    minimumCents: number;
    nightPercent: number;
    weekendPercent: number;
  };
  /** design §15: 'Prezzo massimo garantito' = estimate + this percentage, rounded up to 50 cents. */
  maxFareMarginPercent: number;
  /** design §15: the seller a receipt names. */
  coop: { name: string; vatNumber: string | undefined };
  /** The app's address from outside, without a trailing slash (SMS links). */
  publicUrl: string;
  public: PublicConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configurazione non valida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const DEFAULT_GEOCODER_URL = { photon: 'https://photon.komoot.io', nominatim: 'https://nominatim.openstreetmap.org' };

/** Parses the whole environment at once so that a bad start names every wrong variable, not the first. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
    throw new ConfigError(['SMS_HTTP_URL: obbligatorio quando SMS_PROVIDER=http']);
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    liveBudget: { perSecond: env.WS_MESSAGES_PER_SECOND, burst: env.WS_MESSAGES_BURST },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    retentionDays: env.RETENTION_DAYS,
    metricsToken: env.METRICS_TOKEN,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.DATA_DIR },
    admin: env.ADMIN_PASSWORD
      ? { password: env.ADMIN_PASSWORD, generated: false }
      : { password: randomBytes(12).toString('base64url'), generated: true },
    sessions: {
      idleMs: env.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: env.SESSION_ABSOLUTE_HOURS * 3_600_000,
      adminAbsoluteMs: env.ADMIN_SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    sms:
      env.SMS_PROVIDER === 'http'
        ? { provider: 'http', url: env.SMS_HTTP_URL!, token: env.SMS_HTTP_TOKEN, sender: env.SMS_SENDER }
        : { provider: 'console', sender: env.SMS_SENDER },
    otpLimits: { ipSendsPerHour: env.OTP_IP_SENDS_PER_HOUR, phoneSendsPerHour: env.OTP_PHONE_SENDS_PER_HOUR, sendsPerHour: env.SMS_SENDS_PER_HOUR },
    geocodeRequestsPerMinute: env.GEOCODE_REQUESTS_PER_MINUTE,
    push: { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT },
    geocoder: {
      kind: env.GEOCODER,
      url: env.GEOCODER_URL ?? DEFAULT_GEOCODER_URL[env.GEOCODER],
      userAgent: env.GEOCODER_USER_AGENT,
      minIntervalMs: env.GEOCODER_MIN_INTERVAL_MS,
      viewbox: env.GEOCODER_VIEWBOX,
    },
    router: { url: env.ROUTER_URL, roadFactor: env.ROAD_FACTOR },
    alerts: { unassignedMinutes: env.UNASSIGNED_ALERT_MINUTES, driverLateMinutes: env.DRIVER_LATE_ALERT_MINUTES },
    dispatch: {
      ...DEFAULT_DISPATCH_SETTINGS,
      policy: env.DISPATCH_POLICY,
      offerTimeoutSeconds: env.OFFER_TIMEOUT_SECONDS,
      offerRounds: env.OFFER_ROUNDS,
      fairRadiusKm: env.FAIR_RADIUS_KM,
    },
    rideRecovery: { officeRideTimeoutMinutes: env.OFFICE_RIDE_TIMEOUT_MINUTES, dropLimit: env.DROP_LIMIT },
    driverUnreachableSeconds: env.DRIVER_UNREACHABLE_SECONDS,
    tariff: {
      baseCents: env.TARIFF_BASE_CENTS,
      perKmCents: env.TARIFF_PER_KM_CENTS,
      minimumCents: env.TARIFF_MINIMUM_CENTS,
      nightPercent: env.TARIFF_NIGHT_PERCENT,
      weekendPercent: env.TARIFF_WEEKEND_PERCENT,
    },
    maxFareMarginPercent: env.MAX_FARE_MARGIN_PERCENT,
    coop: { name: env.COOP_NAME, vatNumber: env.COOP_VAT_NUMBER },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    public: {
      townName: env.TOWN_NAME,
      taxiPhone: env.TAXI_PHONE,
      mapCenter: { lat: env.MAP_CENTER_LAT, lon: env.MAP_CENTER_LON },
      rides: { autoCompleteSeconds: env.RIDE_AUTO_COMPLETE_SECONDS, noShowWaitMinutes: env.NO_SHOW_WAIT_MINUTES },
      dispatchPolicy: env.DISPATCH_POLICY,
      roadFactor: env.ROAD_FACTOR,
    },
  };
}

/**
 * What a person starting the server must be told loudly (design §13): settings that work but are wrong for
 * production. In production with the console SMS adapter no SMS leaves and every code is printed in the log.
 */
export function startupWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && config.sms.provider === 'console') {
    warnings.push(
      'ATTENZIONE: NODE_ENV=production con SMS_PROVIDER=console — nessun SMS viene inviato e i codici di verifica ' +
        'finiscono in chiaro nel log. Impostare SMS_PROVIDER=http con SMS_HTTP_URL (e SMS_HTTP_TOKEN) del gateway.',
    );
  }
  return warnings;
}
