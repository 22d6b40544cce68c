import type { FastifyRequest } from 'fastify';
import type { Role } from './principal';

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
 * Over https the cookie carries the `__Host-` prefix (design §13): the browser then accepts it only
 * Secure, for the whole site and from this very host, so a sibling subdomain cannot plant a session.
 * Over plain http (development, tests) browsers refuse such cookies, so the plain name is used.
 */
export const sessionCookieName = (role: Role, https: boolean): string => hostOnlyName(SESSION_COOKIE[role], https);

/** The same rule for every cookie of ours: `__Host-` over https, the plain name over http. */
export const hostOnlyName = (name: string, https: boolean): string => (https ? `__Host-${name}` : name);

export const cookieNameFor = (request: FastifyRequest, role: Role) => sessionCookieName(role, request.protocol === 'https');

/** Whether the browser holds a session cookie for `role` at all (valid or not). */
export const hasSessionCookie = (request: FastifyRequest, role: Role): boolean =>
  request.cookies[cookieNameFor(request, role)] !== undefined;
