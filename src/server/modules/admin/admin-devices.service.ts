import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostOnlyName } from '../../http/session-cookies';
import { hashToken } from '../auth/session.service';
import { findAdminDevice, insertAdminDevice, touchAdminDevice } from './admin-devices.queries';

const DEVICE_COOKIE = 'rt_office_device';
/** A browser the office has not signed in from for this long is a stranger again (and its row is deleted). */
export const DEVICE_REMEMBERED_DAYS = 180;
const DAY_MS = 86_400_000;

const cookieName = (request: FastifyRequest) => hostOnlyName(DEVICE_COOKIE, request.protocol === 'https');

/**
 * ADR 231 (OWASP's device cookies): the id of the browser the office signed in from before, or null. The cookie
 * says only "this browser signed in", never who or what: it opens nothing but its own allowance of tries.
 */
export async function knownAdminDevice(request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[cookieName(request)];
  if (!token) return null;
  const since = new Date(request.server.clock.now().getTime() - DEVICE_REMEMBERED_DAYS * DAY_MS);
  return (await findAdminDevice(request.server.db, hashToken(token), since))?.id ?? null;
}

/** After the right password: the device is remembered (a new one gets its cookie) from now on. */
export async function rememberAdminDevice(request: FastifyRequest, reply: FastifyReply, deviceId: string | null): Promise<void> {
  const now = request.server.clock.now();
  if (deviceId) {
    await touchAdminDevice(request.server.db, deviceId, now);
    return;
  }
  const token = randomBytes(32).toString('base64url');
  await insertAdminDevice(request.server.db, hashToken(token), now);
  void reply.setCookie(cookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_REMEMBERED_DAYS * DAY_MS / 1000,
  });
}
