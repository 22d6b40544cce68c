import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../shared/common.schemas';
import { addressSuggestionsSchema, reverseResultSchema } from '../../../shared/geocode.schemas';
import { HttpError, notFound } from '../../http/errors';
import { GeocoderBusyError, GeocoderUnavailableError, type Geocoder } from '../../integrations/geocoder';
import { reverseQuerySchema, searchQuerySchema } from '../../../shared/geocode.schemas';

export interface GeocodeRoutesOptions {
  geocoder: Geocoder;
}

// Answers depend only on the query, but they are per-user traffic: let the browser reuse them, not shared proxies.
const CACHE_CONTROL = 'private, max-age=300';

const errorResponses = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/** The browser's only way to a geocoder (DESIGN §1): `GET /api/geocode/search` and `/api/geocode/reverse`. */
export const geocodeRoutes: FastifyPluginAsyncZod<GeocodeRoutesOptions> = async (app, { geocoder }) => {
  app.get(
    '/api/geocode/search',
    {
      schema: { querystring: searchQuerySchema, response: { 200: addressSuggestionsSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const suggestions = await withHttpErrors(request.log, () => geocoder.search(request.query.q));
      return reply.header('cache-control', CACHE_CONTROL).send(suggestions);
    },
  );

  app.get(
    '/api/geocode/reverse',
    {
      schema: { querystring: reverseQuerySchema, response: { 200: reverseResultSchema, ...errorResponses } },
    },
    async (request, reply) => {
      const result = await withHttpErrors(request.log, () => geocoder.reverse(request.query.lat, request.query.lon));
      if (!result) throw notFound('Nessun indirizzo trovato in questa posizione', 'address_not_found');
      return reply.header('cache-control', CACHE_CONTROL).send(result);
    },
  );
};

async function withHttpErrors<T>(log: FastifyBaseLogger, lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (error instanceof GeocoderBusyError) {
      throw new HttpError(503, 'Troppe ricerche in corso, riprova tra un momento', 'geocoder_busy', undefined, {
        'retry-after': '1',
      });
    }
    if (error instanceof GeocoderUnavailableError) {
      log.warn({ err: error }, 'geocoder unavailable');
      throw new HttpError(503, 'Servizio indirizzi non disponibile', 'geocoder_unavailable');
    }
    throw error;
  }
}
