import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';

const FAILURES_PER_ADDRESS = 5;
const FAILURES_PER_ACCOUNT = 100;
const FAILURE_WINDOW_SECONDS = 15 * 60;
/** While locked, one password is checked per address this often: the right one gets in, guessing crawls. */
const LOCKED_CHECK_EVERY_SECONDS = 60;
const ACCOUNT = 'office';

export const THROTTLED_MESSAGE = 'Troppi tentativi di accesso. Riprova tra qualche minuto.';

export type LoginLane = 'open' | 'locked';

/**
 * The office's login throttle (ADR 151). Wrong passwords are counted per address (5 in 15 minutes) and
 * for the account across addresses (100 in 15 minutes, against guessing from many addresses). Past
 * either, the address is not refused outright, which would lock the office out of its own panel for a
 * colleague's typos or a stranger's guesses: it gets one password checked per minute. The right one
 * opens the session; a wrong one is answered 429, so guessing runs at one try a minute per address.
 */
export class AdminLoginThrottle {
  private readonly perAddress;
  private readonly perAccount;
  private readonly lockedChecks;

  constructor(db: Db) {
    this.perAddress = createThrottle(db, 'admin-login', FAILURES_PER_ADDRESS, FAILURE_WINDOW_SECONDS);
    this.perAccount = createThrottle(db, 'admin-login-account', FAILURES_PER_ACCOUNT, FAILURE_WINDOW_SECONDS);
    this.lockedChecks = createThrottle(db, 'admin-login-locked', 1, LOCKED_CHECK_EVERY_SECONDS);
  }

  /** Whether this attempt's password may be checked now; throws 429 when a locked address must wait. */
  async admit(ip: string): Promise<LoginLane> {
    const [addressSpent, accountSpent] = await Promise.all([this.perAddress.isSpent(ip), this.perAccount.isSpent(ACCOUNT)]);
    if (!addressSpent && !accountSpent) return 'open';
    await this.lockedChecks.consume(ip, THROTTLED_MESSAGE);
    return 'locked';
  }

  async failed(ip: string): Promise<void> {
    // Counting goes on past the limit; being over it is what `admit` looks at.
    await Promise.all([ignoreLimit(this.perAddress.consume(ip, THROTTLED_MESSAGE)), ignoreLimit(this.perAccount.consume(ACCOUNT, THROTTLED_MESSAGE))]);
  }

  async succeeded(ip: string): Promise<void> {
    await Promise.all([this.perAddress.reset(ip), this.lockedChecks.reset(ip)]);
  }
}

async function ignoreLimit(consumed: Promise<void>): Promise<void> {
  try {
    await consumed;
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 429)) throw err;
  }
}
