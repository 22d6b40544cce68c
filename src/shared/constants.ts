/** Business constants of spec §9. Both sides import them; nothing else hard-codes these values. */
export const RIDE_LIMITS = {
  immediateExpirySeconds: 90,
  scheduledMinLeadMinutes: 60,
  scheduledMaxLeadDays: 30,
  scheduledVisibleBeforeMinutes: 30,
  scheduledVisibleAfterMinutes: 5,
  slotStepMinutes: 30,
  /**
   * `RIDE_AUTO_COMPLETE_SECONDS`: off (0) by default, so a ride ends when its driver completes it (design §4). The
   * spec's demo completes it from the customer's screen 30 s after acceptance: `RIDE_AUTO_COMPLETE_SECONDS=30`.
   */
  autoCompleteSeconds: 0,
  /** design §4: how long a driver waits at the pickup before 'Cliente assente'; `NO_SHOW_WAIT_MINUTES`. */
  noShowWaitMinutes: 5,
  defaultEstimatedArrivalMinutes: 10,
  etaMinMinutes: 1,
  etaMaxMinutes: 60,
  urgentBadgeMinutes: 5,
  soonBadgeMinutes: 15,
} as const;

export const POLL_INTERVALS_MS = {
  driverPendingRides: 30_000,
  driverActiveRide: 5_000,
  adminStats: 10_000,
} as const;

export const GPS = {
  updateThrottleMs: 10_000,
  timeoutMs: 10_000,
  maximumAgeMs: 5_000,
  simulatedStepMs: 10_000,
} as const;

export const LIVE = {
  path: '/ws',
  reconnectDelayMs: 3_000,
  maxFrameBytes: 64 * 1024,
  /** Close code of a socket whose session ended (logout elsewhere, driver deleted): the page signs out. */
  sessionEndedCloseCode: 4401,
  /** design §13: live sockets one session may hold on a server; a newer one closes the oldest. */
  maxSocketsPerSession: 6,
  /** Close code of the socket a newer one of the same session replaced: that page does not reconnect by itself. */
  replacedCloseCode: 4408,
} as const;

export const PHONE = {
  minLength: 10,
  defaultPrefix: '+39',
  codeLength: 6,
  resendSeconds: 90,
} as const;

export const ADDRESS_LOOKUP = {
  minLength: 3,
  debounceMs: 500,
  limit: 5,
} as const;

export const RATING = { min: 1, max: 5, default: 5 } as const;

export const REVIEWS_ON_DRIVER_DASHBOARD = 5;

export const TIME_ZONE = 'Europe/Rome';

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * design §14: the booking's answer counts the taxis that fit it up to this many (the figure means "this many or
 * more"): enough to tell a customer or the office that taxis are there, and a national fleet is never read whole
 * for a number (design §11 "Cost").
 */
export const MATCHING_TAXIS_COUNTED_UP_TO = 100;
