import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';
import { serverText } from '../i18n/server-text';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery defence on top of SameSite=Lax cookies: a browser always sends Origin on
 * state-changing requests and WebSocket upgrades, so a foreign one is refused. Requests without Origin
 * (curl, server-to-server) carry no ambient browser cookies worth protecting against.
 */
export function isForeignOrigin(headers: IncomingHttpHeaders, host: string | undefined): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (!origin) return false;
  if (origin === 'null' || !host) return true;
  try {
    return new URL(origin).host.toLowerCase() !== host.toLowerCase();
  } catch {
    return true;
  }
}

export function registerOriginGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (isForeignOrigin(request.headers, request.host)) {
      throw forbidden(serverText('http.foreignOrigin'), 'foreign_origin');
    }
  });
}
