/** Time comes from here so that tests can move it (expiry, the Europe/Rome day) without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
