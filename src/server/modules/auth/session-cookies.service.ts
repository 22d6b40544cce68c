import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { Principal, ResolvedSession, Role } from './session.service';

/**
 * One cookie per role, so that the office testing the booking page, or a driver booking a ride for
 * a relative, does not sign themselves out of the other area.
 */
export const SESSION_COOKIE: Record<Role, string> = {
  customer: 'rt_customer',
  driver: 'rt_driver',
  admin: 'rt_admin',
};

const cache = new WeakMap<FastifyRequest, Map<Role, Promise<ResolvedSession | null>>>();

/** The request's session for `role`, looked up at most once per request. */
export function sessionOf(request: FastifyRequest, role: Role): Promise<ResolvedSession | null> {
  let perRole = cache.get(request);
  if (!perRole) {
    perRole = new Map();
    cache.set(request, perRole);
  }
  let pending = perRole.get(role);
  if (!pending) {
    const token = request.cookies[SESSION_COOKIE[role]];
    pending = token ? request.server.sessions.resolve(token, role) : Promise.resolve(null);
    perRole.set(role, pending);
  }
  return pending;
}

export async function requireRole<R extends Role>(
  request: FastifyRequest,
  role: R,
): Promise<Extract<Principal, { role: R }>> {
  const session = await sessionOf(request, role);
  if (!session) throw unauthorized(role === 'admin' ? 'Accesso amministratore richiesto' : 'Accesso richiesto');
  return session.principal as Extract<Principal, { role: R }>;
}

/** The first of `roles` the request holds a live session for (e.g. a ride's customer or its driver). */
export async function anyRole(request: FastifyRequest, roles: readonly Role[]): Promise<Principal | null> {
  for (const role of roles) {
    const session = await sessionOf(request, role);
    if (session) return session.principal;
  }
  return null;
}

/** Login always issues a fresh token (rotation) and ends the one the browser had for that role. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal,
): Promise<void> {
  const role = principal.role;
  const previous = request.cookies[SESSION_COOKIE[role]];
  if (previous) await endSessionToken(request, previous);
  const { token, expiresAt } = await request.server.sessions.create(principal);
  void reply.setCookie(SESSION_COOKIE[role], token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    // The office's session lives only as long as the browser session; customers and drivers stay signed in.
    ...(role === 'admin' ? {} : { expires: expiresAt }),
  });
  cache.delete(request);
}

export async function endSession(request: FastifyRequest, reply: FastifyReply, role: Role): Promise<void> {
  const token = request.cookies[SESSION_COOKIE[role]];
  if (token) await endSessionToken(request, token);
  void reply.clearCookie(SESSION_COOKIE[role], { path: '/' });
  cache.delete(request);
}

async function endSessionToken(request: FastifyRequest, token: string): Promise<void> {
  const tokenHash = await request.server.sessions.destroy(token);
  await request.server.live.endSessions([tokenHash]);
}
