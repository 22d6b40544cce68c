import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tariffInForce } from '../../../shared/fare';
import { errorResponses, idParamsSchema } from '../../../shared/common.schemas';
import {
  deletedSchema,
  type FixedRoute,
  type FixedRouteInput,
  fixedRouteInputSchema,
  fixedRouteSchema,
  fixedRoutesSchema,
  type TariffVersion,
  tariffsSchema,
  tariffVersionInputSchema,
  tariffVersionSchema,
} from '../../../shared/tariffs.schemas';
import { badRequest, conflict, notFound } from '../../http/errors';
import {
  type FixedRouteFields,
  type FixedRouteRow,
  insertFixedRoute,
  listFixedRoutes,
  removeFixedRoute,
  updateFixedRoute,
} from '../fare/fixed-routes.queries';
import { deleteFutureTariffVersion, insertTariffVersion, listTariffVersions, type TariffVersionRow } from '../fare/tariffs.queries';
import { serverText } from '../../i18n/server-text';

const toVersionDto = ({ createdAt: _created, effectiveFrom, ...rest }: TariffVersionRow): TariffVersion => ({
  ...rest,
  effectiveFrom: effectiveFrom.toISOString(),
});

const toRouteDto = (r: FixedRouteRow): FixedRoute => ({
  id: r.id,
  name: r.name,
  a: { lat: r.aLatitude, lon: r.aLongitude, radiusMeters: r.aRadiusMeters },
  b: { lat: r.bLatitude, lon: r.bLongitude, radiusMeters: r.bRadiusMeters },
  amountCents: r.amountCents,
});

const routeFields = (input: FixedRouteInput): FixedRouteFields => ({
  name: input.name,
  aLatitude: input.a.lat,
  aLongitude: input.a.lon,
  aRadiusMeters: input.a.radiusMeters,
  bLatitude: input.b.lat,
  bLongitude: input.b.lon,
  bRadiusMeters: input.b.radiusMeters,
  amountCents: input.amountCents,
});

/**
 * The office's 'Tariffe' (design §15): the tariff in force and the versions to come, and the fixed-fare routes.
 * Registered under `officeOnly`. A quote reads both tables afresh, so the next quote after a version starts uses it.
 */
export const tariffsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/tariffs', { schema: { response: { 200: tariffsSchema, ...errorResponses(401) } } }, async () => {
    const versions = await listTariffVersions(app.db);
    const inForce = tariffInForce(versions, app.clock.now());
    // The first start seeds a version in force since 1970: there is always one.
    if (!inForce) throw new Error('no tariff version in force');
    return { inForce: toVersionDto(inForce), versions: versions.map(toVersionDto) };
  });

  app.post(
    '/api/admin/tariffs',
    { schema: { body: tariffVersionInputSchema, response: { 201: tariffVersionSchema, ...errorResponses(400, 401, 409) } } },
    async (request, reply) => {
      const effectiveFrom = new Date(request.body.effectiveFrom);
      if (effectiveFrom <= app.clock.now()) {
        throw badRequest(serverText('tariffs.startInPast'), 'tariff_start_in_past', [{ path: 'effectiveFrom', message: serverText('tariffs.startInPast') }]);
      }
      const row = await insertTariffVersion(app.db, { ...request.body, effectiveFrom });
      if (!row) throw conflict(serverText('tariffs.startTaken'), 'tariff_start_taken');
      return reply.status(201).send(toVersionDto(row));
    },
  );

  app.delete(
    '/api/admin/tariffs/:id',
    { schema: { params: idParamsSchema, response: { 200: deletedSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      const id = request.params.id;
      const deleted = await deleteFutureTariffVersion(app.db, id, app.clock.now());
      if (!deleted) throw notFound(serverText('tariffs.notFutureVersion'), 'tariff_version_not_deletable');
      return { deleted: true as const };
    },
  );

  app.get('/api/admin/fixed-routes', { schema: { response: { 200: fixedRoutesSchema, ...errorResponses(401) } } }, async () =>
    (await listFixedRoutes(app.db)).map(toRouteDto),
  );

  app.post(
    '/api/admin/fixed-routes',
    { schema: { body: fixedRouteInputSchema, response: { 201: fixedRouteSchema, ...errorResponses(400, 401) } } },
    async (request, reply) => reply.status(201).send(toRouteDto(await insertFixedRoute(app.db, routeFields(request.body)))),
  );

  app.put(
    '/api/admin/fixed-routes/:id',
    {
      schema: { params: idParamsSchema, body: fixedRouteInputSchema, response: { 200: fixedRouteSchema, ...errorResponses(400, 401, 404) } },
    },
    async (request) => {
      const row = await updateFixedRoute(app.db, request.params.id, routeFields(request.body));
      if (!row) throw notFound(serverText('tariffs.routeNotFound'), 'fixed_route_not_found');
      return toRouteDto(row);
    },
  );

  app.delete(
    '/api/admin/fixed-routes/:id',
    { schema: { params: idParamsSchema, response: { 200: deletedSchema, ...errorResponses(401, 404) } } },
    async (request) => {
      if (!(await removeFixedRoute(app.db, request.params.id, app.clock.now()))) {
        throw notFound(serverText('tariffs.routeNotFound'), 'fixed_route_not_found');
      }
      return { deleted: true as const };
    },
  );
};
