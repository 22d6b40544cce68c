import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import {
  assignRideBodySchema,
  assignRideConflictSchema,
  callerLookupQuerySchema,
  callerLookupSchema,
  fleetViewQuerySchema,
  fleetViewSchema,
  freeTaxisQuerySchema,
  freeTaxisSchema,
  officeCancelBodySchema,
  officeRideBodySchema,
  officeStatusBodySchema,
  OPEN_RIDES_LIMIT,
  openRidesSchema,
  rideAlertResponseSchema,
  rideAlertsSchema,
  officeRideResponseSchema,
} from '../../../shared/console.schemas';
import { idempotencyHeadersSchema, rideResponseSchema } from '../../../shared/rides.schemas';
import { toRideDto } from '../rides/ride.dto';
import { createRide } from '../rides/ride-create.service';
import { handleAlert, openAlerts } from './console-alerts.service';
import { assignRide } from './console-assign.service';
import { lookUpCaller } from './console-callers.service';
import { fleetView, freeTaxisForRide } from './console-fleet.service';
import { openRides } from './console-rides.queries';
import { cancelByOffice, moveByOffice, redispatchByOffice } from './console-steps.service';

/**
 * The office's dispatch console, 'Centrale' (design §10). Registered under `officeOnly` like every `/api/admin/*`
 * route: without the admin session not even a validation message answers.
 */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/fleet',
    { schema: { querystring: fleetViewQuerySchema, response: { 200: fleetViewSchema, ...errorResponses(400, 401) } } },
    async (request) => fleetView(app, request.query.bbox, request.query.zoom),
  );

  app.get(
    '/api/admin/rides/:id/free-taxis',
    {
      schema: {
        params: idParamsSchema,
        querystring: freeTaxisQuerySchema,
        response: { 200: freeTaxisSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => freeTaxisForRide(app, request.params.id, request.query),
  );

  app.get(
    '/api/admin/customers/lookup',
    {
      schema: { querystring: callerLookupQuerySchema, response: { 200: callerLookupSchema, ...errorResponses(400, 401) } },
    },
    async (request) => lookUpCaller(app, request.query.phone),
  );

  app.post(
    '/api/admin/rides',
    {
      schema: {
        body: officeRideBodySchema,
        headers: idempotencyHeadersSchema,
        response: { 201: officeRideResponseSchema, 200: officeRideResponseSchema, ...errorResponses(400, 401, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const { customerPhone, dropoffAddress, ...booking } = request.body;
      const { row, replayed, matchingTaxisOnline } = await createRide(
        app,
        { role: 'admin', customerPhone },
        { ...booking, dropoffAddress: dropoffAddress || null },
        request.headers['idempotency-key'],
      );
      return reply.status(replayed ? 200 : 201).send({ ride: toRideDto(row), matchingTaxisOnline });
    },
  );

  app.get(
    '/api/admin/rides/open',
    { schema: { response: { 200: openRidesSchema, ...errorResponses(401) } } },
    async () => (await openRides(app.db, app.clock.now(), OPEN_RIDES_LIMIT)).map((r) => ({ ...toRideDto(r.ride), driverName: r.driverName })),
  );

  app.post(
    '/api/admin/rides/:id/assign',
    {
      schema: {
        params: idParamsSchema,
        body: assignRideBodySchema,
        response: { 200: rideResponseSchema, ...errorResponses(400, 401, 404), 409: assignRideConflictSchema },
      },
    },
    async (request) => ({ ride: await assignRide(app, request.params.id, request.body) }),
  );

  app.post(
    '/api/admin/rides/:id/cancel',
    {
      schema: { params: idParamsSchema, body: officeCancelBodySchema, response: { 200: rideResponseSchema, ...errorResponses(400, 401, 404, 409) } },
    },
    async (request) => ({ ride: await cancelByOffice(app, request.params.id, request.body.reason) }),
  );

  app.patch(
    '/api/admin/rides/:id',
    {
      schema: { params: idParamsSchema, body: officeStatusBodySchema, response: { 200: rideResponseSchema, ...errorResponses(400, 401, 404, 409) } },
    },
    async (request) => {
      const { status, ...completion } = request.body;
      return { ride: await moveByOffice(app, request.params.id, status, completion) };
    },
  );

  app.post(
    '/api/admin/rides/:id/redispatch',
    { schema: { params: idParamsSchema, response: { 200: rideResponseSchema, ...errorResponses(401, 404, 409) } } },
    async (request) => ({ ride: await redispatchByOffice(app, request.params.id) }),
  );

  app.get(
    '/api/admin/alerts',
    { schema: { response: { 200: rideAlertsSchema, ...errorResponses(401) } } },
    async () => openAlerts(app),
  );

  app.post(
    '/api/admin/alerts/:id/handled',
    {
      schema: { params: idParamsSchema, response: { 200: rideAlertResponseSchema, ...errorResponses(401, 404) } },
    },
    async (request) => ({ alert: await handleAlert(app, request.params.id) }),
  );
};
