import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { FARE_SOURCES, PAYMENT_METHODS, REQUEST_TYPES, RIDE_SOURCES, USER_TYPES } from '../../shared/domain';
import { RIDE_ACTOR_ROLES, RIDE_STATUSES } from '../../shared/ride-states';
import { RIDE_EVENT_TYPES } from '../../shared/rides.schemas';
import { RIDE_ALERT_KINDS } from '../../shared/console.schemas';
import { SEATS, VEHICLE_FEATURES, type VehicleFeature } from '../../shared/vehicle';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n/languages';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const userRole = pgEnum('user_role', USER_TYPES);
export const rideStatus = pgEnum('ride_status', RIDE_STATUSES);
export const requestType = pgEnum('request_type', REQUEST_TYPES);
export const rideSource = pgEnum('ride_source', RIDE_SOURCES);
export const verificationPurpose = pgEnum('verification_purpose', ['customer', 'driver']);
export const rideEventType = pgEnum('ride_event_type', RIDE_EVENT_TYPES);
export const rideActorRole = pgEnum('ride_actor_role', RIDE_ACTOR_ROLES);
export const rideAlertKind = pgEnum('ride_alert_kind', RIDE_ALERT_KINDS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);
export const fareSource = pgEnum('fare_source', FARE_SOURCES);
/** design §16: the product's languages (a new one is a new migration, as its catalogues are new files). */
export const languageEnum = pgEnum('language', LANGUAGES);
const language = () => languageEnum('language').notNull().default(DEFAULT_LANGUAGE);

/** The partial unique index that keeps a driver to one ride under way (see `rides` below). */
export const ONE_RIDE_UNDER_WAY_PER_DRIVER = 'rides_one_under_way_per_driver_uq';

/** design §14: a set of `VEHICLE_FEATURES`, empty unless given (a taxi with none, a ride that asks for none). */
const featureList = (name: string) =>
  text(name).array().$type<VehicleFeature[]>().notNull().default(sql`'{}'::text[]`);
/** design §14: a list of features holds only known ones (the shared list; a new feature is a new migration). */
const onlyKnownFeatures = (column: AnyPgColumn) =>
  sql`${column} <@ array[${sql.raw(VEHICLE_FEATURES.map((f) => `'${f}'`).join(', '))}]::text[]`;

/**
 * A customer is a verified phone number. A customer who deletes their account (design §13) keeps only this row's
 * id, which their past rides still point to, without the number: `phoneNumber` null, `deletedAt` set. The same
 * number verified again later is a new customer.
 */
export const customers = pgTable('customers', {
  id: uuid('id').primaryKey().defaultRandom(),
  phoneNumber: text('phone_number').unique(),
  /** The language they last used (design §16): their SMS and pushes speak it; Italian until they use another. */
  language: language(),
  createdAt: createdAt(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** One SMS code. Only its hash is kept; `consumedAt` makes it single use. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phoneNumber: text('phone_number').notNull(),
    purpose: verificationPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    requestIp: text('request_ip'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_verifications_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_ip_created_idx').on(t.requestIp, t.createdAt),
  ],
);

export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    licensePlate: text('license_plate').notNull(),
    carModel: text('car_model').notNull(),
    /** The municipality's taxi licence ('Licenza n.', design §15), printed on receipts; null until the office enters it. */
    licenseNumber: text('license_number'),
    /** The office's initial rating (spec §3: text '5.0' in the form); shown until real votes exist. */
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull().default('5.0'),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    totalRatings: integer('total_ratings').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(false),
    /** Only the latest position is kept: no route history (privacy). */
    lastLatitude: doublePrecision('last_latitude'),
    lastLongitude: doublePrecision('last_longitude'),
    locationUpdatedAt: timestamp('location_updated_at', { withTimezone: true }),
    /** The latest position is one of the phone's simulated points (no GPS fix): never shown as where the taxi is. */
    locationSimulated: boolean('location_simulated').notNull().default(false),
    /**
     * When the driver last went online (design §11): joining the rank puts a taxi at the back of the queue, so the
     * dispatcher's idle time counts from the later of this and the driver's last drop-off. Null while offline.
     */
    onlineSince: timestamp('online_since', { withTimezone: true }),
    /**
     * Since when the online driver has been without a ride: going online sets it, each drop-off moves it forward
     * (design §11). Kept on the row so that choosing a driver reads no ride history. Null while offline.
     */
    idleSince: timestamp('idle_since', { withTimezone: true }),
    /**
     * design §10 reachability: when the driver's last live socket closed while online; null while a socket is open.
     * `DRIVER_UNREACHABLE_SECONDS` after it the driver shows as unreachable and is offered nothing.
     */
    socketLostAt: timestamp('socket_lost_at', { withTimezone: true }),
    /** design §14: the car's passenger seats ('7 posti' as told to a caller, ADR 260); a saloon's four unless told. */
    seats: smallint('seats').notNull().default(SEATS.default),
    /** design §14: what the car offers (`VEHICLE_FEATURES`); dispatch sends a ride only to a taxi with all it asks. */
    features: featureList('features'),
    /** The language of the driver's last sign-in (design §16): their pushes speak it. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: past rides and ratings keep pointing at the driver. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('drivers_seats_range', sql`${t.seats} between ${sql.raw(String(SEATS.min))} and ${sql.raw(String(SEATS.max))}`),
    check('drivers_features_known', onlyKnownFeatures(t.features)),
    uniqueIndex('drivers_phone_active_uq').on(t.phoneNumber).where(sql`${t.deletedAt} is null`),
    index('drivers_available_idx').on(t.isAvailable).where(sql`${t.deletedAt} is null`),
    // design §11 "Cost": nearest dispatch reads the free taxis in a box around the pickup, not the whole fleet.
    // A GiST index on the core `point` type: PostgreSQL and the embedded PGlite both have it, no extension needed.
    index('drivers_free_position_gist')
      .using('gist', sql`point(${t.lastLongitude}, ${t.lastLatitude})`)
      .where(sql`${t.isAvailable} and ${t.deletedAt} is null and ${t.lastLatitude} is not null and ${t.lastLongitude} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a database leak does not hand out live sessions. */
    tokenHash: text('token_hash').primaryKey(),
    role: userRole('role').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_driver_idx').on(t.driverId),
    check(
      'sessions_subject_matches_role',
      sql`(${t.role} = 'customer' and ${t.customerId} is not null and ${t.driverId} is null)
        or (${t.role} = 'driver' and ${t.driverId} is not null and ${t.customerId} is null)
        or (${t.role} = 'admin' and ${t.customerId} is null and ${t.driverId} is null)`,
    ),
  ],
);

/**
 * design §15: the tariff in versions. A version is in force from `effectiveFrom` until the next one's; a quote uses
 * the version in force at the departure, and the ride keeps which one (`rides.tariff_version_id`), so a new
 * version never changes a past ride. The first start inserts the configuration's `TARIFF_*` as the version in force
 * since the epoch (unique `effectiveFrom`: of two instances starting together one inserts it).
 */
export const tariffVersions = pgTable(
  'tariff_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull().unique(),
    baseCents: integer('base_cents').notNull(),
    perKmCents: integer('per_km_cents').notNull(),
    minimumCents: integer('minimum_cents').notNull(),
    nightPercent: smallint('night_percent').notNull(),
    weekendPercent: smallint('weekend_percent').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'tariff_versions_amounts',
      sql`${t.baseCents} >= 0 and ${t.perKmCents} >= 0 and ${t.minimumCents} >= 0
        and ${t.nightPercent} between 0 and 100 and ${t.weekendPercent} between 0 and 100`,
    ),
  ],
);

/**
 * design §15: a route with a fixed fare (the station, the hospital, the airport), both directions: a trip starting
 * within `aRadiusMeters` of A and ending within `bRadiusMeters` of B, or the other way round. Removing one keeps the
 * row (`deletedAt`) for the rides that were quoted with it.
 */
export const fixedFareRoutes = pgTable(
  'fixed_fare_routes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    aLatitude: doublePrecision('a_latitude').notNull(),
    aLongitude: doublePrecision('a_longitude').notNull(),
    aRadiusMeters: integer('a_radius_meters').notNull(),
    bLatitude: doublePrecision('b_latitude').notNull(),
    bLongitude: doublePrecision('b_longitude').notNull(),
    bRadiusMeters: integer('b_radius_meters').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('fixed_fare_routes_amount', sql`${t.amountCents} > 0`),
    check('fixed_fare_routes_radii', sql`${t.aRadiusMeters} > 0 and ${t.bRadiusMeters} > 0`),
  ],
);

export const rides = pgTable(
  'rides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    /** With the addresses, coordinates and notes: null once the ride is anonymised (`anonymisedAt`, design §13). */
    customerPhone: text('customer_phone'),
    pickupAddress: text('pickup_address'),
    pickupLatitude: doublePrecision('pickup_latitude'),
    pickupLongitude: doublePrecision('pickup_longitude'),
    dropoffAddress: text('dropoff_address'),
    dropoffLatitude: doublePrecision('dropoff_latitude'),
    dropoffLongitude: doublePrecision('dropoff_longitude'),
    requestType: requestType('request_type').notNull(),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    estimatedDistanceMeters: integer('estimated_distance_meters'),
    estimatedFareCents: integer('estimated_fare_cents'),
    /** design §15: the tariff version the estimate was computed with; null without an estimate. */
    tariffVersionId: uuid('tariff_version_id').references(() => tariffVersions.id),
    /** design §15: the fixed-fare route the trip matched; the estimate is then its amount. */
    fixedRouteId: uuid('fixed_route_id').references(() => fixedFareRoutes.id),
    /** 'Prezzo massimo garantito': the estimate + MAX_FARE_MARGIN_PERCENT, rounded up to 50 cents; null without estimate. */
    maxFareCents: integer('max_fare_cents'),
    /** What the customer paid, set in the completing statement (shared settleFare); the figures add these up. */
    finalFareCents: integer('final_fare_cents'),
    paymentMethod: paymentMethod('payment_method'),
    fareSource: fareSource('fare_source'),
    /** SHA-256 of the token in the receipt link texted to an office-booked caller, who has no session. */
    receiptTokenHash: text('receipt_token_hash'),
    status: rideStatus('status').notNull().default('pending'),
    acceptedDriverId: uuid('accepted_driver_id').references(() => drivers.id),
    estimatedArrivalMinutes: smallint('estimated_arrival_minutes'),
    notes: text('notes'),
    passengers: smallint('passengers'),
    /** design §14: the features the ride's taxi must have; empty for any taxi. */
    requirements: featureList('requirements'),
    source: rideSource('source').notNull().default('app'),
    cancelReason: text('cancel_reason'),
    cancelledBy: userRole('cancelled_by'),
    createdAt: createdAt(),
    /** When an unaccepted request stops being biddable: +90 s (immediate), departure +5 min (scheduled). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** 'Sono arrivato': the no-show wait (NO_SHOW_WAIT_MINUTES) counts from here. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    onBoardAt: timestamp('on_board_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When online drivers were told of a scheduled request entering their window (once, across instances). */
    driversNotifiedAt: timestamp('drivers_notified_at', { withTimezone: true }),
    /**
     * When the ride lost what identifies or locates a person (retention after RETENTION_DAYS, or its customer
     * deleting their account); fares, distances, times and statuses stay for the figures.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * design §4 drops: the drivers who took the ride and gave it back, in order. Never offered it nor let bid on it
     * again; its length is how many times the ride was dropped (`DROP_LIMIT`).
     */
    droppedByDriverIds: uuid('dropped_by_driver_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Dropped `DROP_LIMIT` times: the ride waits for the office ('Ridistribuisci'), shown to no driver. */
    heldAt: timestamp('held_at', { withTimezone: true }),
  },
  (t) => [
    index('rides_created_idx').on(t.createdAt),
    index('rides_status_created_idx').on(t.status, t.createdAt),
    index('rides_customer_created_idx').on(t.customerId, t.createdAt),
    index('rides_driver_status_idx').on(t.acceptedDriverId, t.status),
    // The partial indexes below name statuses as literals: an index is migrated, not derived. They mirror
    // src/shared/ride-states.ts (UNDER_WAY_STATUSES, the statuses awaiting a driver, 'completed'); a status
    // added there that belongs to one of those sets needs a migration here too.
    // A driver carries one ride at a time (UNDER_WAY_STATUSES in ride-states: accepted, arrived, on_board); this
    // also settles one driver's two simultaneous winning bids.
    uniqueIndex(ONE_RIDE_UNDER_WAY_PER_DRIVER)
      .on(t.acceptedDriverId)
      .where(sql`${t.status} in ('accepted', 'arrived', 'on_board')`),
    index('rides_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // The console's queue (ADR 252): the rides not ended (ENDED_STATUSES) in its own order, read up to its limit
    // without sorting the history; and the requests expired lately, which it lists too ('Ridistribuisci').
    index('rides_open_queue_idx')
      .on(sql`coalesce(${t.scheduledTime}, ${t.createdAt})`, t.id)
      .where(sql`${t.status} not in ('completed', 'cancelled', 'expired', 'no_show')`),
    index('rides_expired_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'expired'`),
    index('rides_scheduled_unnotified_idx')
      .on(t.scheduledTime)
      .where(sql`${t.status} = 'pending' and ${t.requestType} = 'scheduled' and ${t.driversNotifiedAt} is null`),
    // Retention (design §13) looks only at rides not yet anonymised: the last RETENTION_DAYS, whatever the history.
    index('rides_not_anonymised_created_idx').on(t.createdAt).where(sql`${t.anonymisedAt} is null`),
    // Admin stats: today's revenue is summed over rides completed in a time window.
    index('rides_completed_at_idx').on(t.completedAt).where(sql`${t.status} = 'completed'`),
    // Admin search: case-insensitive substring (ILIKE '%…%') stays fast on 50,000+ rides only with trigrams.
    index('rides_pickup_trgm_idx').using('gin', t.pickupAddress.op('gin_trgm_ops')),
    index('rides_dropoff_trgm_idx').using('gin', t.dropoffAddress.op('gin_trgm_ops')),
    index('rides_customer_phone_trgm_idx').using('gin', t.customerPhone.op('gin_trgm_ops')),
    check(
      'rides_scheduled_has_time',
      sql`(${t.requestType} = 'scheduled') = (${t.scheduledTime} is not null)`,
    ),
    check(
      'rides_eta_range',
      sql`${t.estimatedArrivalMinutes} is null or ${t.estimatedArrivalMinutes} between 1 and 60`,
    ),
    check('rides_requirements_known', onlyKnownFeatures(t.requirements)),
  ],
);

/**
 * design §14 'Non voglio più questo taxista': the drivers a customer never wants offered their rides, whatever the
 * policy or the instance. The customer sees whom; the office, only how many customers left a driver out. Erased
 * with the customer's data (design §13: the customer row itself stays, so the cascade is for a hard delete).
 */
export const customerExcludedDrivers = pgTable(
  'customer_excluded_drivers',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.driverId] }), index('customer_excluded_drivers_driver_idx').on(t.driverId)],
);

/**
 * design §4 history: every change of a ride, appended in the same transaction as the change, never updated.
 * `actor_id` is the customer's or the driver's id (null for the office and the server), so it has no foreign key.
 * `id` orders a ride's events even when the clock gives two of them the same instant.
 */
export const rideEvents = pgTable(
  'ride_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    type: rideEventType('type').notNull(),
    actorRole: rideActorRole('actor_role').notNull(),
    actorId: uuid('actor_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('ride_events_ride_at_idx').on(t.rideId, t.at)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rideId: uuid('ride_id')
      .notNull()
      .unique()
      .references(() => rides.id),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    rating: smallint('rating').notNull(),
    reviewText: text('review_text'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ratings_driver_created_idx').on(t.driverId, t.createdAt),
    check('ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** `POST /api/rides` replays: same customer + key → the first ride; another body → 422. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Counters of `rate-limiter-flexible` (login and SMS throttles), shared by every instance on the database. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: timestamp('expire', { withTimezone: true }),
});

/**
 * Browsers the office has signed in from (ADR 231, OWASP's device cookies): the cookie holds 256 random bits, the
 * table their hash. A known device keeps its own allowance of wrong passwords whatever strangers do.
 */
export const adminDevices = pgTable('admin_devices', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The console SMS adapter's outbox (design §6), readable only by the office. In the database, not in an
 * instance's memory, so that behind a balancer every instance answers the same. `id` orders the messages
 * even when the clock gives two of them the same instant.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    text: text('text').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phoneNumber, t.id)],
);

/**
 * Background work that must run once per period across every instance on the database (the daily retention):
 * an instance claims a period's run by moving `lastStartedAt` past the period's start, in one conditional upsert.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});

/**
 * design §10 `ride_alert`s: something on a ride needs the office. One row per ride and kind (the unique index), so
 * that of several instances raising the same alert at once exactly one inserts it and announces it. Open until
 * `handledAt` (an operator, or the ride's own change).
 */
export const rideAlerts = pgTable(
  'ride_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id),
    kind: rideAlertKind('kind').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ride_alerts_ride_kind_uq').on(t.rideId, t.kind),
    index('ride_alerts_open_idx').on(t.raisedAt).where(sql`${t.handledAt} is null`),
  ],
);

export const RIDE_OFFER_OUTCOMES = ['accepted', 'refused', 'timed_out', 'withdrawn'] as const;
export const rideOfferOutcome = pgEnum('ride_offer_outcome', RIDE_OFFER_OUTCOMES);

/**
 * design §11 `nearest` dispatch: each time a ride is offered to one driver. An offer runs while `endedAt` is null;
 * while it runs the ride is that driver's alone (other drivers neither list it nor may bid). In the database, not in
 * an instance's memory, so that offers survive a restart and any instance may sweep a timed-out one — exactly once,
 * because ending it is one conditional UPDATE and the partial unique indexes keep one running offer per ride and
 * per driver.
 */
export const rideOffers = pgTable(
  'ride_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rideId: uuid('ride_id')
      .notNull()
      .references(() => rides.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    /** 1 for the first driver offered the ride, up to OFFER_ROUNDS. */
    round: smallint('round').notNull(),
    /** From where the driver was when the ride was offered; the offer card shows it. */
    pickupDistanceKm: doublePrecision('pickup_distance_km'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    outcome: rideOfferOutcome('outcome'),
  },
  (t) => [
    uniqueIndex('ride_offers_one_running_per_ride_uq').on(t.rideId).where(sql`${t.endedAt} is null`),
    uniqueIndex('ride_offers_one_running_per_driver_uq').on(t.driverId).where(sql`${t.endedAt} is null`),
    index('ride_offers_running_expiry_idx').on(t.expiresAt).where(sql`${t.endedAt} is null`),
    index('ride_offers_ride_idx').on(t.rideId),
    check('ride_offers_ended_has_outcome', sql`(${t.endedAt} is null) = (${t.outcome} is null)`),
  ],
);

/**
 * design §12: the VAPID key pair generated on the first start when `VAPID_*` is not set. One row (id 1), written
 * with "insert unless present", so that of two instances starting together the first one's pair is kept and both
 * sign with it: a browser's subscription only accepts pushes signed with the key it subscribed with.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * design §12: one browser's Web Push subscription for a signed-in customer or driver; a person may have several
 * devices. The endpoint is the device's address at its push service: unique per role, so a browser that
 * subscribes again (new keys, or another person signing in on it) replaces its row rather than adding one.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: userRole('role').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => drivers.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /**
     * The session that subscribed it (design §13): while that session lives, the endpoint is its owner's, and
     * someone else posting it does not take it over. Null once that session is gone.
     */
    sessionTokenHash: text('session_token_hash').references(() => sessions.tokenHash, { onDelete: 'set null' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_role_uq').on(t.endpoint, t.role),
    index('push_subscriptions_customer_idx').on(t.customerId),
    index('push_subscriptions_driver_idx').on(t.driverId),
    index('push_subscriptions_session_idx').on(t.sessionTokenHash),
    check(
      'push_subscriptions_subject_matches_role',
      sql`(${t.role} = 'customer' and ${t.customerId} is not null and ${t.driverId} is null)
        or (${t.role} = 'driver' and ${t.driverId} is not null and ${t.customerId} is null)`,
    ),
  ],
);
