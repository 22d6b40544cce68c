import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPENAPI_PATH } from '../../http/openapi';
import { anyone } from '../auth/auth.guards';

/** An OpenAPI document: its own schema is the OpenAPI specification, checked by the tests (openapi.int.test.ts). */
const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

/** design §13: the API described for integrators, generated from the routes' schemas (http/openapi.ts). */
export const openApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPENAPI_PATH,
    {
      preHandler: anyone,
      schema: { description: 'Questo documento (OpenAPI 3.1).', response: { 200: openApiDocumentSchema } },
    },
    async () => app.swagger() as z.infer<typeof openApiDocumentSchema>,
  );
};
