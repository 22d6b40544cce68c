import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Principal, ResolvedSession, Role } from '../../http/principal';
import { cookieNameFor } from '../../http/session-cookies';
import { createSession, destroySession, resolveSession } from './session.service';

interface Lookup {
  pending: Promise<ResolvedSession | null>;
  /** Set once `pending` has settled: what guards let through, read synchronously by handlers. */
  settled?: { session: ResolvedSession | null };
}

const lookups = new WeakMap<FastifyRequest, Map<Role, Lookup>>();

/** The request's session for `role`, looked up at most once per request. */
export function sessionOf(request: FastifyRequest, role: Role): Promise<ResolvedSession | null> {
  let perRole = lookups.get(request);
  if (!perRole) {
    perRole = new Map();
    lookups.set(request, perRole);
  }
  let lookup = perRole.get(role);
  if (!lookup) {
    const token = request.cookies[cookieNameFor(request, role)];
    const resolving = token ? resolveSession(request.server, token, role) : Promise.resolve(null);
    const entry = { pending: resolving } as Lookup;
    entry.pending = resolving.then((session) => {
      entry.settled = { session };
      return session;
    });
    lookup = entry;
    perRole.set(role, lookup);
  }
  return lookup.pending;
}

/** The principal of `role` when the request carries that session, else null (for routes anyone may call). */
export async function principalOf<R extends Role>(request: FastifyRequest, role: R): Promise<Extract<Principal, { role: R }> | null> {
  const session = await sessionOf(request, role);
  return (session?.principal ?? null) as Extract<Principal, { role: R }> | null;
}

/** The session already looked up for `role` in this request: `undefined` when nobody looked. */
export function sessionLookedUp(request: FastifyRequest, role: Role): ResolvedSession | null | undefined {
  return lookups.get(request)?.get(role)?.settled?.session;
}

/** Login always issues a fresh token (rotation) and ends the one the browser had for that role. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, principal: Principal): Promise<void> {
  const role = principal.role;
  const name = cookieNameFor(request, role);
  const previous = request.cookies[name];
  if (previous) await destroySession(request.server, previous);
  const { token, expiresAt } = await createSession(request.server, principal);
  void reply.setCookie(name, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // The office's session lives only as long as the browser session; customers and drivers stay signed in.
    ...(role === 'admin' ? {} : { expires: expiresAt }),
  });
  lookups.delete(request);
}

export async function endSession(request: FastifyRequest, reply: FastifyReply, role: Role): Promise<void> {
  const name = cookieNameFor(request, role);
  const token = request.cookies[name];
  if (token) await destroySession(request.server, token);
  void reply.clearCookie(name, { path: '/', secure: request.protocol === 'https' });
  lookups.delete(request);
}
