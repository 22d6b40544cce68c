import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors';
import { principalOf, sessionLookedUp } from './session-cookies.service';
import type { Principal, Role } from '../../http/principal';
import { type ServerText, serverText } from '../../i18n/server-text';

/**
 * Who may call a route, declared on the route itself (`onRequest` or `preHandler`), so that reading a route
 * file answers "who may call this?". A guard throws 401/403/404 or lets the request through; the handler then
 * reads what it resolved (`signedIn`, `ownedRide`) without looking the session up again. Registration refuses
 * a route that declares no guard (`assertAccessDeclared`), so a new route cannot be public by forgetting.
 */
export type Guard = (request: FastifyRequest) => Promise<void>;

const guards = new WeakSet<Guard>();

/** Marks a hook as a guard: the route declaring it has said who may call it. */
export function defineGuard(check: Guard): Guard {
  guards.add(check);
  return check;
}

/** Anyone may call the route: sign-in, the fare before sign-in, the signed-out "who am I". */
export const anyone = defineGuard(async () => {});

const NEEDS_SIGN_IN: Record<Role, ServerText> = {
  customer: serverText('http.unauthorized'),
  driver: serverText('http.unauthorized'),
  admin: serverText('admin.signInRequired'),
};

async function principalFor<R extends Role>(request: FastifyRequest, role: R): Promise<Extract<Principal, { role: R }>> {
  const principal = await principalOf(request, role);
  if (!principal) throw unauthorized(NEEDS_SIGN_IN[role]);
  return principal;
}

/**
 * A session of `role` (401 otherwise), declared as `preHandler`, after the route's input is checked. The office's
 * routes get theirs from `officeOnly`.
 */
export function requireRole(role: Role): Guard {
  return defineGuard(async (request) => {
    await principalFor(request, role);
  });
}

/** The guard a plugin declared for every route registered inside it (`officeOnly`), seen by its descendants only. */
const pluginGuard = Symbol('plugin guard');
type GuardedScope = FastifyInstance & { [pluginGuard]?: Guard };

/**
 * The office's plugins (`/api/admin/*`, the development SMS outbox): every route in them needs the office's
 * session, declared once here instead of on each route. It runs `onRequest`, before the body is parsed, so that
 * without the session not even a validation message answers. `assertAccessDeclared` counts it as each route's one
 * guard: a route inside that declares a guard of its own is refused at start.
 */
export function officeOnly(...plugins: FastifyPluginAsync[]): FastifyPluginAsync {
  const officeSession = requireRole('admin');
  return async (office) => {
    office.addHook('onRequest', officeSession);
    // Child scopes are created from this instance, so every route registered below it sees the guard.
    (office as GuardedScope)[pluginGuard] = officeSession;
    for (const plugin of plugins) await office.register(plugin);
  };
}

/** Where a request names a driver: the path (`/api/drivers/:id/…`), the query or the body. */
type NamedDriver = 'params.id' | 'query.driverId' | 'body.driverId';

function driverIdNamed(request: FastifyRequest, named: NamedDriver): unknown {
  const [part, key] = named.split('.') as ['params' | 'query' | 'body', string];
  return (request[part] as Record<string, unknown> | undefined)?.[key];
}

/**
 * The signed-in driver, speaking for themselves (design §1): the driver the request names, when it names one,
 * must be the session's, or 403 before anything is read, so other drivers' ids reveal nothing.
 */
export function requireSelf(named: NamedDriver = 'params.id', refusal = serverText('drivers.onlyOwnProfile')): Guard {
  return defineGuard(async (request) => {
    const { driverId } = await principalFor(request, 'driver');
    const id = driverIdNamed(request, named);
    if (id !== undefined && id !== driverId) throw forbidden(refusal);
  });
}

/** The office, or the driver the path names (`/api/drivers/:id/…`) themselves; another driver gets 403. */
export const requireSelfOrAdmin = defineGuard(async (request) => {
  if (await principalOf(request, 'admin')) return;
  const driver = await principalOf(request, 'driver');
  if (!driver) throw unauthorized();
  if (driver.driverId !== driverIdNamed(request, 'params.id')) throw forbidden();
});

/** The principal of `role` a guard of this route let through. */
export function signedIn<R extends Role>(request: FastifyRequest, role: R): Extract<Principal, { role: R }> {
  const session = sessionLookedUp(request, role);
  if (!session) throw new Error(`${request.method} ${request.url}: no ${role} session; the route must declare requireRole('${role}') (the office's: be registered under officeOnly)`);
  return session.principal as Extract<Principal, { role: R }>;
}

/**
 * `onRoute` check (`this` is the instance the route is registered on): every route has exactly one guard, among
 * its own `onRequest` and `preHandler` hooks or declared by its plugin (`officeOnly`).
 */
export function assertAccessDeclared(this: FastifyInstance | void, route: RouteOptions): void {
  const hooks = [route.onRequest, route.preHandler].flat().filter((hook) => hook !== undefined);
  const fromPlugin = this ? (this as GuardedScope)[pluginGuard] : undefined;
  const declared = hooks.filter((hook) => guards.has(hook as Guard)).length + (fromPlugin ? 1 : 0);
  if (declared !== 1) {
    throw new Error(
      `${String(route.method)} ${route.url}: ${declared === 0 ? 'no guard' : 'more than one guard'}; declare who may call it (anyone, requireRole, requireSelf, …, or register it under officeOnly)`,
    );
  }
}
