import type { z } from 'zod';
import { adminRideDetailsSchema, adminRidesPageSchema, adminRidesQuerySchema, adminStatsSchema, driverDeletedSchema, driverInputSchema } from './admin.schemas';
import {
  adminLoginBodySchema,
  adminSessionSchema,
  customerDeletedSchema,
  customerSessionSchema,
  customerSessionStateSchema,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  signedOutSchema,
  verifyCodeBodySchema,
} from './auth.schemas';
import { idParamsSchema } from './common.schemas';
import {
  assignRideBodySchema,
  callerLookupQuerySchema,
  callerLookupSchema,
  fleetSchema,
  officeCancelBodySchema,
  officeRideBodySchema,
  officeRideResponseSchema,
  officeStatusBodySchema,
  openRidesSchema,
  rideAlertResponseSchema,
  rideAlertsSchema,
} from './console.schemas';
import { currentOfferResponseSchema, noContentSchema } from './dispatch.schemas';
import {
  driverListSchema,
  driverRatingsQuerySchema,
  driverRatingsSchema,
  driverResponseSchema,
  driverSchema,
  driverSessionStateSchema,
  driverStatsSchema,
  driverStatusBodySchema,
} from './drivers.schemas';
import { fareEstimateSchema, fareRequestSchema } from './fare.schemas';
import { addressSuggestionsSchema, reverseQuerySchema, reverseResultSchema, searchQuerySchema } from './geocode.schemas';
import { pushPublicKeySchema, pushSubscribedSchema, pushSubscriptionBodySchema, pushUnsubscribedSchema, pushUnsubscribeQuerySchema } from './push.schemas';
import { ratingBodySchema, ratingResponseSchema } from './ratings.schemas';
import {
  bidBodySchema,
  cancelRideBodySchema,
  createRideBodySchema,
  createRideResponseSchema,
  customerRideViewSchema,
  customerRidesQuerySchema,
  customerRidesResponseSchema,
  driverRidesQuerySchema,
  rideResponseSchema,
  ridesListSchema,
  rideStatusBodySchema,
} from './rides.schemas';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What one call sends and gets back, as the server's route declares it (its `schema`). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer on success. */
  response: z.ZodType;
  /** The success status, when not 200. */
  status?: 201 | 204;
}

/**
 * The API the web app calls (spec §7, design §8, §10), keyed `METHOD path` with Fastify's `:param` in the path:
 * each entry names the very zod schemas its server route declares (`endpoints.int.test.ts` checks that they are
 * the same objects), so the web's client (`src/web/lib/api-client.ts`) takes its types from here and no call names
 * a body or an answer type by hand. The web imports this file's types only: the schemas stay out of its bundle.
 */
export const endpoints = {
  // The customer (spec §7, design §4)
  'POST /api/customers/verify-phone': { body: sendCodeBodySchema, response: sendCodeResponseSchema },
  'POST /api/customers/verify-code': { body: verifyCodeBodySchema, response: customerSessionSchema },
  'GET /api/customers/session': { response: customerSessionStateSchema },
  'POST /api/customers/logout': { response: signedOutSchema },
  'DELETE /api/customers/me': { response: customerDeletedSchema },
  'GET /api/customers/me/rides': { query: customerRidesQuerySchema, response: customerRidesResponseSchema },
  'POST /api/fare/calculate': { body: fareRequestSchema, response: fareEstimateSchema },
  'POST /api/rides': { body: createRideBodySchema, response: createRideResponseSchema, status: 201 },
  'GET /api/rides/:id': { params: idParamsSchema, response: customerRideViewSchema },
  'PATCH /api/rides/:id': { params: idParamsSchema, body: rideStatusBodySchema, response: rideResponseSchema },
  'POST /api/rides/:id/cancel': { params: idParamsSchema, body: cancelRideBodySchema, response: rideResponseSchema },
  'POST /api/ratings': { body: ratingBodySchema, response: ratingResponseSchema, status: 201 },
  'GET /api/geocode/search': { query: searchQuerySchema, response: addressSuggestionsSchema },
  'GET /api/geocode/reverse': { query: reverseQuerySchema, response: reverseResultSchema },
  'GET /api/push/public-key': { response: pushPublicKeySchema },
  'POST /api/push/subscriptions': { body: pushSubscriptionBodySchema, response: pushSubscribedSchema, status: 201 },
  'DELETE /api/push/subscriptions': { query: pushUnsubscribeQuerySchema, response: pushUnsubscribedSchema },

  // The driver (spec §7, design §11)
  'POST /api/drivers/verify-phone': { body: sendCodeBodySchema, response: sendCodeResponseSchema },
  'POST /api/drivers/verify-code': { body: verifyCodeBodySchema, response: driverResponseSchema },
  'GET /api/drivers/session': { response: driverSessionStateSchema },
  'POST /api/drivers/logout': { response: signedOutSchema },
  'PATCH /api/drivers/:id/status': { params: idParamsSchema, body: driverStatusBodySchema, response: driverResponseSchema },
  'GET /api/drivers/:id/stats': { params: idParamsSchema, response: driverStatsSchema },
  'GET /api/drivers/:id/ratings': { params: idParamsSchema, query: driverRatingsQuerySchema, response: driverRatingsSchema },
  'GET /api/drivers/:id/offer': { params: idParamsSchema, response: currentOfferResponseSchema },
  'GET /api/rides': { query: driverRidesQuerySchema, response: ridesListSchema },
  'POST /api/rides/:id/bids': { params: idParamsSchema, body: bidBodySchema, response: rideResponseSchema },
  'POST /api/rides/:id/refuse': { params: idParamsSchema, response: noContentSchema, status: 204 },

  // The office (spec §7, design §10)
  'POST /api/admin/login': { body: adminLoginBodySchema, response: adminSessionSchema },
  'POST /api/admin/logout': { response: adminSessionSchema },
  'GET /api/admin/session': { response: adminSessionSchema },
  'GET /api/admin/stats': { response: adminStatsSchema },
  'GET /api/admin/drivers': { response: driverListSchema },
  'POST /api/admin/drivers': { body: driverInputSchema, response: driverSchema, status: 201 },
  'PUT /api/admin/drivers/:id': { params: idParamsSchema, body: driverInputSchema, response: driverSchema },
  'DELETE /api/admin/drivers/:id': { params: idParamsSchema, response: driverDeletedSchema },
  'GET /api/admin/rides': { query: adminRidesQuerySchema, response: adminRidesPageSchema },
  'GET /api/admin/rides/:id': { params: idParamsSchema, response: adminRideDetailsSchema },
  'GET /api/admin/rides/open': { response: openRidesSchema },
  'POST /api/admin/rides': { body: officeRideBodySchema, response: officeRideResponseSchema, status: 201 },
  'POST /api/admin/rides/:id/assign': { params: idParamsSchema, body: assignRideBodySchema, response: rideResponseSchema },
  'POST /api/admin/rides/:id/cancel': { params: idParamsSchema, body: officeCancelBodySchema, response: rideResponseSchema },
  'POST /api/admin/rides/:id/redispatch': { params: idParamsSchema, response: rideResponseSchema },
  'PATCH /api/admin/rides/:id': { params: idParamsSchema, body: officeStatusBodySchema, response: rideResponseSchema },
  'GET /api/admin/customers/lookup': { query: callerLookupQuerySchema, response: callerLookupSchema },
  'GET /api/admin/fleet': { response: fleetSchema },
  'GET /api/admin/alerts': { response: rideAlertsSchema },
  'POST /api/admin/alerts/:id/handled': { params: idParamsSchema, response: rideAlertResponseSchema },
} as const satisfies Record<`${Method} /${string}`, EndpointSchemas>;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;

/** The paths one method serves: `ApiPath<'GET'>` is every path the web may read. */
export type ApiPath<M extends Method> = EndpointKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

export type EndpointAt<M extends Method, P extends ApiPath<M>> = Endpoints[`${M} ${P}` & EndpointKey];

/** A schema's input and output types, read off zod's own fields (cheaper for the compiler than `z.input` on a union). */
type In<S> = S extends { _zod: { input: infer I } } ? I : never;
type Out<S> = S extends { _zod: { output: infer O } } ? O : never;

type Part<E, Name extends keyof EndpointSchemas, As extends string> = E extends { [key in Name]: infer S }
  ? { [key in As]: In<S> }
  : { [key in As]?: never };

/** What a call of `M path` sends: the path's parameters, the query and the body, each only where the route has one. */
export type RequestOf<M extends Method, P extends ApiPath<M>> = Part<EndpointAt<M, P>, 'params', 'params'> &
  Part<EndpointAt<M, P>, 'query', 'query'> &
  Part<EndpointAt<M, P>, 'body', 'body'>;

/** What a call of `M path` answers on success, as the route's serializer writes it. */
export type ResponseOf<M extends Method, P extends ApiPath<M>> = Out<EndpointAt<M, P>['response']>;

/** The body a call of `M path` sends, for a mutation's variables that carry it. */
export type BodyOf<M extends Method, P extends ApiPath<M>> = EndpointAt<M, P> extends { body: infer B } ? NonNullable<In<B>> : never;
