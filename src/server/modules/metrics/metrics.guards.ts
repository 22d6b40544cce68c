import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden, HttpError } from '../../http/errors';
import { isLoopback } from '../../http/proxy-trust';
import { defineGuard } from '../auth/auth.guards';
import { serverText } from '../../i18n/server-text';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, so that neither the length nor the content of the token leaks through timing. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * `/metrics` (design §13): the machine itself, or a scraper presenting `METRICS_TOKEN`. "The machine itself" is
 * decided by the connection's address, never by `X-Forwarded-For` alone; and since a proxy on this machine
 * (deploy/nginx) connects from loopback for every client, the client it names (Fastify's `request.ip`, under
 * `TRUST_PROXY`) must be loopback too. The nginx site also refuses `/metrics` from outside.
 */
export const localOrMetricsToken = defineGuard(async (request) => {
  const token = request.server.config.metricsToken;
  if (token && bearerMatches(request.headers.authorization, token)) return;
  if (isLoopback(request.raw.socket.remoteAddress ?? '') && isLoopback(request.ip)) return;
  if (!token) throw forbidden(serverText('metrics.localOnly'), 'metrics_local_only');
  throw new HttpError(401, serverText('metrics.tokenRequired'), 'metrics_token_required', undefined, {
    'www-authenticate': 'Bearer realm="metrics"',
  });
});
