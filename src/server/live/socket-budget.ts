import { TokenBucket } from 'limiter';

/** design §13: `WS_MESSAGES_PER_SECOND` tokens a second, with room for `WS_MESSAGES_BURST`. */
export interface LiveBudgetLimits {
  perSecond: number;
  burst: number;
}

const IDENTIFY_EVERY_MS = 1_000;
const POSITION_EVERY_MS = 1_000;

/**
 * One socket's allowance on the live channel (design §13, ADR 150). Every frame takes a token from a
 * token bucket; a socket whose bucket is empty is over its budget and is closed. An accepted `identify`
 * (which re-joins rooms and may read the database) is allowed once a second. Checked before a frame is
 * even decoded, so a flood costs the server next to nothing before it is cut.
 */
export class SocketBudget {
  private readonly bucket: TokenBucket;
  private lastIdentifyAt = Number.NEGATIVE_INFINITY;

  constructor(limits: LiveBudgetLimits) {
    this.bucket = new TokenBucket({ bucketSize: limits.burst, tokensPerInterval: limits.perSecond, interval: 'second' });
    // A new socket starts with its whole burst: a page that connects and identifies at once is not a flood.
    this.bucket.content = limits.burst;
  }

  /** False when the socket has spent its budget. */
  takeMessage(): boolean {
    return this.bucket.tryRemoveTokens(1);
  }

  /** False when the socket identified less than a second ago. */
  takeIdentify(now = performance.now()): boolean {
    if (now - this.lastIdentifyAt < IDENTIFY_EVERY_MS) return false;
    this.lastIdentifyAt = now;
    return true;
  }
}

interface DriverPositions {
  keptAt: number;
  /** The newest position that came too soon, kept for the end of the second. */
  pending: (() => void) | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Positions are kept at most one a second per driver (design §13), whichever sockets they come from: the
 * map and the database need no more, and a driver's phone sends one every 10 s. One that comes sooner
 * waits for the end of the second, and a newer one replaces it, so the last position is never lost.
 */
export class PositionGate {
  private readonly drivers = new Map<string, DriverPositions>();

  offer(driverId: string, keep: () => void, now = performance.now()): void {
    const state = this.drivers.get(driverId);
    if (!state || (state.timer === null && now - state.keptAt >= POSITION_EVERY_MS)) {
      this.drivers.set(driverId, { keptAt: now, pending: null, timer: null });
      keep();
      return;
    }
    state.pending = keep;
    state.timer ??= setTimeout(() => this.release(state), state.keptAt + POSITION_EVERY_MS - now);
  }

  /** Forgets drivers with nothing waiting and not heard from within the last second. */
  prune(now = performance.now()): void {
    for (const [driverId, state] of this.drivers) {
      if (state.timer === null && now - state.keptAt >= POSITION_EVERY_MS) this.drivers.delete(driverId);
    }
  }

  close(): void {
    for (const state of this.drivers.values()) if (state.timer) clearTimeout(state.timer);
    this.drivers.clear();
  }

  private release(state: DriverPositions): void {
    state.timer = null;
    const keep = state.pending;
    state.pending = null;
    if (!keep) return;
    state.keptAt = performance.now();
    keep();
  }
}
