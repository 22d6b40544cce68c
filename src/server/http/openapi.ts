import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRideSchema } from '../../shared/admin.schemas';
import { apiErrorSchema } from '../../shared/common.schemas';
import { driverSchema } from '../../shared/drivers.schemas';
import { acceptedDriverSchema, customerRideViewSchema, rideSchema } from '../../shared/rides.schemas';

/** Where the document and its reader are served (design §13). */
export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

/**
 * The shapes that recur across the API, named once in `components.schemas` and referred to with `$ref`. A
 * registry of our own, not zod's global one, so that naming them here changes nothing for the web app.
 */
const namedSchemas = z.registry<{ id: string }>();
namedSchemas.add(apiErrorSchema, { id: 'ApiError' });
namedSchemas.add(rideSchema, { id: 'Ride' });
namedSchemas.add(customerRideViewSchema, { id: 'CustomerRideView' });
namedSchemas.add(acceptedDriverSchema, { id: 'AcceptedDriver' });
namedSchemas.add(driverSchema, { id: 'Driver' });
namedSchemas.add(adminRideSchema, { id: 'AdminRide' });

const DESCRIPTION = `Le API di Radio Taxi: prenotazione (\`/\`), taxisti (\`/driver\`) e centrale (\`/admin\`).

- **Accesso**: una sessione per area in un cookie HttpOnly (\`rt_customer\`, \`rt_driver\`, \`rt_admin\`; con il prefisso \`__Host-\` su https), ottenuta con la verifica del numero via SMS o con la password della centrale.
- **Errori**: ogni risposta non 2xx è \`{error, code?, issues?}\` con \`error\` in italiano, da mostrare così com'è.
- **Canale live**: WebSocket su \`/ws\` (stessa origine, messaggi \`{type, data}\`), non descritto qui.`;

/** The document's sections, by the area a path belongs to (first match wins). */
const TAGS: Array<{ name: string; description: string; paths: RegExp }> = [
  { name: 'Corse', description: 'Richiesta, offerte, stato e annullamento di una corsa', paths: /^\/api\/(rides|ratings)\b/ },
  { name: 'Clienti', description: 'La pagina di prenotazione: verifica del numero, tariffa, indirizzi', paths: /^\/api\/(customers|fare|geocode)\// },
  { name: 'Taxisti', description: 'La dashboard dei taxisti', paths: /^\/api\/drivers\// },
  { name: 'Centrale', description: 'Il pannello della centrale (sessione amministratore)', paths: /^\/api\/(admin|dev)\// },
  { name: 'Servizio', description: 'Stato, metriche e questo documento', paths: /./ },
];

const tagOf = (url: string) => TAGS.find((tag) => tag.paths.test(url))!.name;

/**
 * OpenAPI 3.1 from the routes' own zod schemas (request and response), through fastify-type-provider-zod's
 * transforms for @fastify/swagger. Registered before the routes, whose declarations it collects.
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const fromZod = createJsonSchemaTransform({ schemaRegistry: namedSchemas });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Radio Taxi', version, description: DESCRIPTION },
      servers: [],
      tags: TAGS.map(({ name, description }) => ({ name, description })),
    },
    transform: (route) => {
      const { schema, url } = fromZod(route);
      // Outside src/server/routes.ts (pages, the reader's assets) a route declares no schema: not the API.
      if (!schema || schema.hide) return { schema: { hide: true }, url };
      return { schema: { ...schema, tags: [tagOf(url)] }, url };
    },
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: namedSchemas }),
  });
}

/**
 * The document's reader at `/api/docs`: Swagger UI, its scripts and styles served from the package (no CDN, so it
 * works offline and under the app's content security policy). It reads the one document at `/api/openapi.json`.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    // The page's own words are the API's, in Italian (design §13): the package writes `lang="en"` on its page.
    docs.addHook('onSend', async (_request, _reply, payload) =>
      typeof payload === 'string' ? payload.replace('<html lang="en">', '<html lang="it">') : payload,
    );
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      // `urls` wins over the `./json` copy the plugin also serves, so the page reads the document everyone reads.
      uiConfig: { urls: [{ url: OPENAPI_PATH, name: 'Radio Taxi' }], docExpansion: 'list', defaultModelsExpandDepth: 0 },
      theme: { title: 'Radio Taxi — API' },
    });
  });
}
