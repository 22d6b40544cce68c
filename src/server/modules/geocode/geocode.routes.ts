import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../shared/common.schemas';
import {
  addressSuggestionsSchema,
  reverseQuerySchema,
  reverseResultSchema,
  searchQuerySchema,
} from '../../../shared/geocode.schemas';
import { clientKey } from '../../http/client-key';
import { HttpError, notFound } from '../../http/errors';
import { serverText } from '../../i18n/server-text';
import { GeocoderBusyError, GeocoderUnavailableError } from '../../integrations/geocoder';
import { anyone } from '../auth/auth.guards';

const TOO_MANY_SEARCHES = serverText('geocode.tooManySearches');

// Answers depend only on the query, but they are per-user traffic: let the browser reuse them, not shared proxies.
const CACHE_CONTROL = 'private, max-age=300';

const errors = errorResponses(400, 404, 429, 503);

/** The browser's only way to a geocoder (design §1): `GET /api/geocode/search` and `/api/geocode/reverse`. */
export const geocodeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { geocoder } = app;
  // design §13: one client searching without end is refused here, before the shared upstream spacing, so the
  // others' searches still get through.
  const perAddress = (request: FastifyRequest) => app.throttles.geocodePerAddress.consume(clientKey(request.ip), TOO_MANY_SEARCHES);
  app.addHook('onRequest', perAddress);
  app.get(
    '/api/geocode/search',
    { preHandler: anyone, schema: { querystring: searchQuerySchema, response: { 200: addressSuggestionsSchema, ...errors } } },
    async (request, reply) => {
      const suggestions = await withHttpErrors(request.log, () => geocoder.search(request.query.q));
      return reply.header('cache-control', CACHE_CONTROL).send(suggestions);
    },
  );

  app.get(
    '/api/geocode/reverse',
    { preHandler: anyone, schema: { querystring: reverseQuerySchema, response: { 200: reverseResultSchema, ...errors } } },
    async (request, reply) => {
      const result = await withHttpErrors(request.log, () => geocoder.reverse(request.query.lat, request.query.lon));
      if (!result) throw notFound(serverText('geocode.noAddressHere'), 'address_not_found');
      return reply.header('cache-control', CACHE_CONTROL).send(result);
    },
  );
};

async function withHttpErrors<T>(log: FastifyBaseLogger, lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof GeocoderBusyError) {
      throw new HttpError(503, serverText('geocode.busy'), 'geocoder_busy', undefined, {
        'retry-after': '1',
      });
    }
    if (error instanceof GeocoderUnavailableError) {
      log.warn({ err: error }, 'geocoder unavailable');
      throw new HttpError(503, serverText('geocode.unavailable'), 'geocoder_unavailable');
    }
    throw error;
  }
}
