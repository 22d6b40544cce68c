/**
 * The names our API and live channel use for kinds of things (spec §3). The shapes themselves are zod schemas
 * in `*.schemas.ts`; ride statuses and their rules are in ride-states.ts. Kept free of zod: the pages' first
 * load imports these.
 */
export const REQUEST_TYPES = ['immediate', 'scheduled'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

/** Where a ride was booked: the customer's page, or the office taking a phone call (design §10). */
export const RIDE_SOURCES = ['app', 'office'] as const;
export type RideSource = (typeof RIDE_SOURCES)[number];

export const USER_TYPES = ['customer', 'driver', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** How a finished ride was paid (design §15). */
export const PAYMENT_METHODS = ['cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a ride's final fare came from (design §15): the meter's amount; the guaranteed maximum, when the meter said
 * more; a fixed-fare route's amount; or the estimate, for a ride ended without a meter amount (the customer's
 * auto-complete, the office closing it).
 */
export const FARE_SOURCES = ['meter', 'capped', 'fixed', 'estimate'] as const;
export type FareSource = (typeof FARE_SOURCES)[number];
