import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Clock } from '../../clock';

export type Principal =
  | { role: 'customer'; customerId: string }
  | { role: 'driver'; driverId: string }
  | { role: 'admin' };

export type Role = Principal['role'];

export interface ResolvedSession {
  principal: Principal;
  tokenHash: string;
  expiresAt: Date;
}

export interface SessionSettings {
  idleMs: number;
  absoluteMs: number;
  adminAbsoluteMs: number;
}

/** Refreshing `last_seen_at` on every request would write on every read; once a minute is enough for idle expiry. */
const TOUCH_AFTER_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Server-side sessions: the cookie holds 256 random bits, the table holds their hash. A session ends
 * at logout, after `idleMs` without use, or `absoluteMs` after login, whichever comes first.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: SessionSettings,
  ) {}

  async create(principal: Principal): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const lifetime = principal.role === 'admin' ? this.settings.adminAbsoluteMs : this.settings.absoluteMs;
    const expiresAt = new Date(now.getTime() + lifetime);
    await this.db.insert(sessions).values({
      tokenHash: hashToken(token),
      role: principal.role,
      customerId: principal.role === 'customer' ? principal.customerId : null,
      driverId: principal.role === 'driver' ? principal.driverId : null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  async resolve(token: string, role: Role): Promise<ResolvedSession | null> {
    const tokenHash = hashToken(token);
    const [row] = await this.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
    if (!row || row.role !== role) return null;
    const now = this.clock.now().getTime();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + this.settings.idleMs <= now) {
      await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
      return null;
    }
    if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await this.db.update(sessions).set({ lastSeenAt: new Date(now) }).where(eq(sessions.tokenHash, tokenHash));
    }
    const principal: Principal | null =
      row.role === 'customer' && row.customerId
        ? { role: 'customer', customerId: row.customerId }
        : row.role === 'driver' && row.driverId
          ? { role: 'driver', driverId: row.driverId }
          : row.role === 'admin'
            ? { role: 'admin' }
            : null;
    return principal ? { principal, tokenHash, expiresAt: row.expiresAt } : null;
  }

  async destroy(token: string): Promise<string> {
    const tokenHash = hashToken(token);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return tokenHash;
  }

  /** Ends every session of a driver (deleted by the office): returns their hashes so live sockets can be closed. */
  async destroyDriverSessions(driverId: string): Promise<string[]> {
    const removed = await this.db
      .delete(sessions)
      .where(eq(sessions.driverId, driverId))
      .returning({ tokenHash: sessions.tokenHash });
    return removed.map((r) => r.tokenHash);
  }

  async purgeExpired(): Promise<void> {
    const now = this.clock.now();
    await this.db
      .delete(sessions)
      .where(
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - this.settings.idleMs))),
      );
  }
}

