import type { z } from 'zod';
import * as admin from './admin.schemas';
import * as auth from './auth.schemas';
import * as common from './common.schemas';
import * as office from './console.schemas';
import * as dispatch from './dispatch.schemas';
import * as drivers from './drivers.schemas';
import * as excluded from './excluded-drivers.schemas';
import * as fare from './fare.schemas';
import * as geocode from './geocode.schemas';
import * as push from './push.schemas';
import * as ratings from './ratings.schemas';
import * as rides from './rides.schemas';
import * as tariffs from './tariffs.schemas';

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
  'POST /api/customers/verify-phone': { body: auth.sendCodeBodySchema, response: auth.sendCodeResponseSchema },
  'POST /api/customers/verify-code': { body: auth.verifyCodeBodySchema, response: auth.customerSessionSchema },
  'GET /api/customers/session': { response: auth.customerSessionStateSchema },
  'POST /api/customers/logout': { response: auth.signedOutSchema },
  'DELETE /api/customers/me': { response: auth.customerDeletedSchema },
  'GET /api/customers/me/excluded-drivers': { response: excluded.excludedDriversSchema },
  'POST /api/customers/me/excluded-drivers': { body: excluded.excludeDriverBodySchema, response: excluded.excludedDriversSchema, status: 201 },
  'DELETE /api/customers/me/excluded-drivers/:driverId': { params: excluded.driverIdParamsSchema, response: excluded.excludedDriversSchema },
  'GET /api/customers/me/rides': { query: rides.customerRidesQuerySchema, response: rides.customerRidesResponseSchema },
  'POST /api/fare/calculate': { body: fare.fareRequestSchema, response: fare.fareEstimateSchema },
  'POST /api/rides': { body: rides.createRideBodySchema, response: rides.createRideResponseSchema, status: 201 },
  'GET /api/rides/:id': { params: common.idParamsSchema, response: rides.customerRideViewSchema },
  'PATCH /api/rides/:id': { params: common.idParamsSchema, body: rides.rideStatusBodySchema, response: rides.rideResponseSchema },
  'POST /api/rides/:id/cancel': { params: common.idParamsSchema, body: rides.cancelRideBodySchema, response: rides.rideResponseSchema },
  'POST /api/ratings': { body: ratings.ratingBodySchema, response: ratings.ratingResponseSchema, status: 201 },
  'GET /api/geocode/search': { query: geocode.searchQuerySchema, response: geocode.addressSuggestionsSchema },
  'GET /api/geocode/reverse': { query: geocode.reverseQuerySchema, response: geocode.reverseResultSchema },
  'GET /api/push/public-key': { response: push.pushPublicKeySchema },
  'POST /api/push/subscriptions': { body: push.pushSubscriptionBodySchema, response: push.pushSubscribedSchema, status: 201 },
  'DELETE /api/push/subscriptions': { query: push.pushUnsubscribeQuerySchema, response: push.pushUnsubscribedSchema },

  // The driver (spec §7, design §11)
  'POST /api/drivers/verify-phone': { body: auth.sendCodeBodySchema, response: auth.sendCodeResponseSchema },
  'POST /api/drivers/verify-code': { body: auth.verifyCodeBodySchema, response: drivers.driverResponseSchema },
  'GET /api/drivers/session': { response: drivers.driverSessionStateSchema },
  'POST /api/drivers/logout': { response: auth.signedOutSchema },
  'PATCH /api/drivers/:id/status': { params: common.idParamsSchema, body: drivers.driverStatusBodySchema, response: drivers.driverResponseSchema },
  'GET /api/drivers/:id/stats': { params: common.idParamsSchema, response: drivers.driverStatsSchema },
  'GET /api/drivers/:id/ratings': { params: common.idParamsSchema, query: drivers.driverRatingsQuerySchema, response: drivers.driverRatingsSchema },
  'GET /api/drivers/:id/offer': { params: common.idParamsSchema, response: dispatch.currentOfferResponseSchema },
  'GET /api/rides': { query: rides.driverRidesQuerySchema, response: rides.ridesListSchema },
  'POST /api/rides/:id/bids': { params: common.idParamsSchema, body: rides.bidBodySchema, response: rides.rideResponseSchema },
  'POST /api/rides/:id/refuse': { params: common.idParamsSchema, response: dispatch.noContentSchema, status: 204 },

  // The office (spec §7, design §10)
  'POST /api/admin/login': { body: auth.adminLoginBodySchema, response: auth.adminSessionSchema },
  'POST /api/admin/logout': { response: auth.adminSessionSchema },
  'GET /api/admin/session': { response: auth.adminSessionSchema },
  'GET /api/admin/stats': { response: admin.adminStatsSchema },
  'GET /api/admin/drivers': { response: drivers.driverListSchema },
  'POST /api/admin/drivers': { body: admin.driverInputSchema, response: drivers.driverSchema, status: 201 },
  'PUT /api/admin/drivers/:id': { params: common.idParamsSchema, body: admin.driverInputSchema, response: drivers.driverSchema },
  'DELETE /api/admin/drivers/:id': { params: common.idParamsSchema, response: admin.driverDeletedSchema },
  'GET /api/admin/rides': { query: admin.adminRidesQuerySchema, response: admin.adminRidesPageSchema },
  'GET /api/admin/rides/:id': { params: common.idParamsSchema, response: admin.adminRideDetailsSchema },
  'GET /api/admin/rides/open': { response: office.openRidesSchema },
  'POST /api/admin/rides': { body: office.officeRideBodySchema, response: office.officeRideResponseSchema, status: 201 },
  'POST /api/admin/rides/:id/assign': { params: common.idParamsSchema, body: office.assignRideBodySchema, response: rides.rideResponseSchema },
  'POST /api/admin/rides/:id/cancel': { params: common.idParamsSchema, body: office.officeCancelBodySchema, response: rides.rideResponseSchema },
  'POST /api/admin/rides/:id/redispatch': { params: common.idParamsSchema, response: rides.rideResponseSchema },
  'PATCH /api/admin/rides/:id': { params: common.idParamsSchema, body: office.officeStatusBodySchema, response: rides.rideResponseSchema },
  'GET /api/admin/customers/lookup': { query: office.callerLookupQuerySchema, response: office.callerLookupSchema },
  'GET /api/admin/fleet': { query: office.fleetViewQuerySchema, response: office.fleetViewSchema },
  'GET /api/admin/rides/:id/free-taxis': { params: common.idParamsSchema, query: office.freeTaxisQuerySchema, response: office.freeTaxisSchema },
  'GET /api/admin/alerts': { response: office.rideAlertsSchema },
  'POST /api/admin/alerts/:id/handled': { params: common.idParamsSchema, response: office.rideAlertResponseSchema },
  // 'Tariffe' (design §15)
  'GET /api/admin/tariffs': { response: tariffs.tariffsSchema },
  'POST /api/admin/tariffs': { body: tariffs.tariffVersionInputSchema, response: tariffs.tariffVersionSchema, status: 201 },
  'DELETE /api/admin/tariffs/:id': { params: common.idParamsSchema, response: tariffs.deletedSchema },
  'GET /api/admin/fixed-routes': { response: tariffs.fixedRoutesSchema },
  'POST /api/admin/fixed-routes': { body: tariffs.fixedRouteInputSchema, response: tariffs.fixedRouteSchema, status: 201 },
  'PUT /api/admin/fixed-routes/:id': { params: common.idParamsSchema, body: tariffs.fixedRouteInputSchema, response: tariffs.fixedRouteSchema },
  'DELETE /api/admin/fixed-routes/:id': { params: common.idParamsSchema, response: tariffs.deletedSchema },
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
