import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../http/errors';
import type { Principal, ResolvedSession, Role } from './session-store';

/**
 * One cookie per role, so that the office testing the booking page, or a driver booking a ride for
 * a relative, does not sign themselves out of the other area.
 */
export const SESSION_COOKIE: Record<Role, string> = {
  customer: 'rt_customer',
  driver: 'rt_driver',
  admin: 'rt_admin',
};

/**
 * Over https the cookie carries the `__Host-` prefix (DESIGN §13): the browser then accepts it only
 * Secure, for the whole site and from this very host, so a sibling subdomain cannot plant a session.
 * Over plain http (development, tests) browsers refuse such cookies, so the plain name is used.
 */
export const sessionCookieName = (role: Role, https: boolean): string =>
  https ? `__Host-${SESSION_COOKIE[role]}` : SESSION_COOKIE[role];

const cookieNameFor = (request: FastifyRequest, role: Role) => sessionCookieName(role, request.protocol === 'https');

/** Whether the browser holds a session cookie for `role` at all (valid or not). */
export const hasSessionCookie = (request: FastifyRequest, role: Role): boolean =>
  request.cookies[cookieNameFor(request, role)] !== undefined;

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
    const token = request.cookies[cookieNameFor(request, role)];
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
  const name = cookieNameFor(request, role);
  const previous = request.cookies[name];
  if (previous) await endSessionToken(request, previous);
  const { token, expiresAt } = await request.server.sessions.create(principal);
  void reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // The office's session lives only as long as the browser session; customers and drivers stay signed in.
    ...(role === 'admin' ? {} : { expires: expiresAt }),
  });
  cache.delete(request);
}

export async function endSession(request: FastifyRequest, reply: FastifyReply, role: Role): Promise<void> {
  const name = cookieNameFor(request, role);
  const token = request.cookies[name];
  if (token) await endSessionToken(request, token);
  void reply.clearCookie(name, { path: '/', secure: request.protocol === 'https' });
  cache.delete(request);
}

async function endSessionToken(request: FastifyRequest, token: string): Promise<void> {
  const tokenHash = await request.server.sessions.destroy(token);
  await request.server.live.endSessions([tokenHash]);
}
