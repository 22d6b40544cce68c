import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  deleteDriverSessions,
  deleteSession,
  findSession,
  insertSession,
  touchSession,
} from './sessions.queries';
import { idsOf, type Principal, principalFrom, type ResolvedSession, type Role } from '../../http/principal';

/** A ride's parties act on it as themselves: its customer or its accepted driver (design §4). */
export type RideActor = Exclude<Principal, { role: 'admin' }>;

/** Who may change a ride's status: one of its parties, or the office, on any ride (design §10). */
export type RideChanger = RideActor | { role: 'admin' };

/** Refreshing `last_seen_at` on every request would write on every read; once a minute is enough for idle expiry. */
const TOUCH_AFTER_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/*
 * Server-side sessions: the cookie holds 256 random bits, the table holds their hash. A session ends at
 * logout, after `idleMs` without use, or `absoluteMs` after login (the office: `adminAbsoluteMs`),
 * whichever comes first.
 */

export async function createSession(app: FastifyInstance, principal: Principal): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = app.clock.now();
  const settings = app.config.sessions;
  const lifetime = principal.role === 'admin' ? settings.adminAbsoluteMs : settings.absoluteMs;
  const expiresAt = new Date(now.getTime() + lifetime);
  await insertSession(app.db, {
    tokenHash: hashToken(token),
    role: principal.role,
    ...idsOf(principal),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

export async function resolveSession(app: FastifyInstance, token: string, role: Role): Promise<ResolvedSession | null> {
  const tokenHash = hashToken(token);
  const row = await findSession(app.db, tokenHash);
  if (!row || row.role !== role) return null;
  const now = app.clock.now().getTime();
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + app.config.sessions.idleMs <= now) {
    await deleteSession(app.db, tokenHash);
    return null;
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession(app.db, tokenHash, new Date(now));
  const principal = principalFrom(row.role, row);
  return principal ? { principal, tokenHash, expiresAt: row.expiresAt } : null;
}

/** Ends one session (logout) and closes the live sockets opened with it, on every instance. */
export async function destroySession(app: FastifyInstance, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await deleteSession(app.db, tokenHash);
  await app.live.endSessions([tokenHash]);
}

/** Ends every session of a driver (deleted by the office), live sockets included. */
export async function destroyDriverSessions(app: FastifyInstance, driverId: string): Promise<void> {
  await app.live.endSessions(await deleteDriverSessions(app.db, driverId));
}
