import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { type ErrorText, tooManyRequests } from './errors';

export interface Throttle {
  /** Throws 429 with `message` when `key` has used up its points; otherwise uses `points` of them. */
  consume(key: string, message: ErrorText, points?: number): Promise<void>;
  /** Throws 429 when `key` is already blocked, without using a point (e.g. before checking a password). */
  check(key: string, message: ErrorText): Promise<void>;
  /** Whether `key` has used up its points (without using one). */
  isSpent(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

/**
 * Counters live in the database (rate-limiter-flexible's Drizzle store), so a limit holds across
 * restarts and across several instances behind a load balancer.
 */
export function createThrottle(
  db: Db,
  name: string,
  points: number,
  durationSeconds: number,
  options: { blockInMemory?: boolean } = {},
): Throttle {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    keyPrefix: name,
    points,
    duration: durationSeconds,
    clearExpiredByTimeout: false,
    // A key past its points is then refused from memory until its window ends: a flood costs no database writes.
    ...(options.blockInMemory ? { inMemoryBlockOnConsumed: points, inMemoryBlockDuration: durationSeconds } : {}),
  });
  return {
    async consume(key, message, used = 1) {
      try {
        await limiter.consume(key, used);
      } catch (err) {
        if (err instanceof RateLimiterRes) throw tooManyRequests(message, err.msBeforeNext / 1000);
        throw err;
      }
    },
    async check(key, message) {
      const state = await limiter.get(key);
      if (state && state.consumedPoints >= points) throw tooManyRequests(message, state.msBeforeNext / 1000);
    },
    async isSpent(key) {
      const state = await limiter.get(key);
      return state !== null && state.consumedPoints >= points;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}

/**
 * The server's throttles, created once at start and shared by every route that counts against them. Those keyed
 * by a client's address take `clientKey(request.ip)` (IPv6 by /64).
 */
export interface Throttles {
  /** SMS codes asked for from one address, customers' and drivers' together (design §1). */
  otpSendsPerAddress: Throttle;
  /** Every SMS code sent, whoever asked (design §13 `SMS_SENDS_PER_HOUR`): one key, `all`. */
  smsSends: Throttle;
  /** Address searches and reverse lookups from one address (design §13). */
  geocodePerAddress: Throttle;
}

export function createThrottles(db: Db, config: Pick<Config, 'otpLimits' | 'geocodeRequestsPerMinute'>): Throttles {
  return {
    otpSendsPerAddress: createThrottle(db, 'otp-ip', config.otpLimits.ipSendsPerHour, 3_600),
    smsSends: createThrottle(db, 'sms-hour', config.otpLimits.sendsPerHour, 3_600),
    geocodePerAddress: createThrottle(db, 'geocode-ip', config.geocodeRequestsPerMinute, 60, { blockInMemory: true }),
  };
}
