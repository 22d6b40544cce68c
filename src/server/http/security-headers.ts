import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser hardening headers. The content security policy allows only our own scripts and
 * connections (the live channel is same-origin), map tiles from OpenStreetMap, and inline style
 * attributes, which Radix and Leaflet set on elements. Over https (design §13) browsers are told to stay
 * on https (HSTS), and API answers, which are per user, are never stored by a cache.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Sent below only on https answers: plain http in development and tests must not be pinned to https.
    strictTransportSecurity: false,
  });

  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    // API answers are per user (sessions, rides, codes) unless a route says otherwise (the geocoder's
    // answers may be cached): no browser or proxy cache keeps them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });
}

/**
 * A year, the usual value; without includeSubDomains, since the co-operative's other hosts (a
 * switchboard, a mail server) are not ours to pin to https.
 */
const HSTS = 'max-age=31536000';
