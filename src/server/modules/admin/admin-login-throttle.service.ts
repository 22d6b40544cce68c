import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';
import { serverText } from '../../i18n/server-text';

const FAILURES_PER_DEVICE = 10;
const FAILURES_PER_ADDRESS = 5;
const FAILURES_PER_ACCOUNT = 100;
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** While locked, one password is checked per address this often: the right one gets in, guessing crawls. */
const LOCKED_CHECK_EVERY_SECONDS = 60;
const ACCOUNT = 'office';

export const THROTTLED_MESSAGE = serverText('admin.loginThrottled');

/** `device`: a browser the office signed in from, on its own allowance; `open`/`locked`: anyone else, by address. */
export type LoginLane = { kind: 'device'; deviceId: string } | { kind: 'open' } | { kind: 'locked' };

/**
 * The office's login throttle (ADR 151, ADR 231). A browser the office has signed in from before (its device
 * cookie) has an allowance of its own, 10 wrong passwords in 15 minutes, that nobody else's guesses touch: the
 * office's own computer is never locked by strangers. Anyone else is counted per address (5 in 15 minutes) and,
 * all together, for the account (100 in 15 minutes, against guessing from many addresses). Past either, the
 * address is not refused outright: it gets one password checked per minute. The right one opens the session; a
 * wrong one is answered 429. A device past its own allowance is counted as anyone else.
 */
export class AdminLoginThrottle {
  private readonly perDevice;
  private readonly perAddress;
  private readonly perAccount;
  private readonly lockedChecks;

  constructor(db: Db) {
    this.perDevice = createThrottle(db, 'admin-login-device', FAILURES_PER_DEVICE, FAILURE_WINDOW_SECONDS);
    this.perAddress = createThrottle(db, 'admin-login', FAILURES_PER_ADDRESS, FAILURE_WINDOW_SECONDS);
    this.perAccount = createThrottle(db, 'admin-login-account', FAILURES_PER_ACCOUNT, FAILURE_WINDOW_SECONDS);
    this.lockedChecks = createThrottle(db, 'admin-login-locked', 1, LOCKED_CHECK_EVERY_SECONDS);
  }

  /** Whether this attempt's password may be checked now; throws 429 when a locked address must wait. */
  async admit(address: string, deviceId: string | null): Promise<LoginLane> {
    if (deviceId && !(await this.perDevice.isSpent(deviceId))) return { kind: 'device', deviceId };
    const [addressSpent, accountSpent] = await Promise.all([this.perAddress.isSpent(address), this.perAccount.isSpent(ACCOUNT)]);
    if (!addressSpent && !accountSpent) return { kind: 'open' };
    await this.lockedChecks.consume(address, THROTTLED_MESSAGE);
    return { kind: 'locked' };
  }

  async failed(address: string, lane: LoginLane): Promise<void> {
    // Counting goes on past the limit; being over it is what `admit` looks at.
    if (lane.kind === 'device') return ignoreLimit(this.perDevice.consume(lane.deviceId, THROTTLED_MESSAGE));
    await Promise.all([ignoreLimit(this.perAddress.consume(address, THROTTLED_MESSAGE)), ignoreLimit(this.perAccount.consume(ACCOUNT, THROTTLED_MESSAGE))]);
  }

  async succeeded(address: string, deviceId: string | null): Promise<void> {
    await Promise.all([this.perAddress.reset(address), this.lockedChecks.reset(address), deviceId ? this.perDevice.reset(deviceId) : undefined]);
  }
}

async function ignoreLimit(consumed: Promise<void>): Promise<void> {
  try {
    await consumed;
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
  }
}
