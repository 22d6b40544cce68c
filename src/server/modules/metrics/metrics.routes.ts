import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../shared/common.schemas';
import { localOrMetricsToken } from './metrics.guards';

/** Prometheus's text exposition format, as prom-client writes it. */
const PROMETHEUS_TEXT = 'text/plain; version=0.0.4';

/** design §13: `GET /metrics` for Prometheus (what is measured: src/server/metrics/metrics.ts). */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      onRequest: localOrMetricsToken,
      schema: {
        description: 'Metriche in formato Prometheus: solo dalla macchina stessa o con `Authorization: Bearer <METRICS_TOKEN>`.',
        response: {
          200: { description: 'Formato di esposizione testuale di Prometheus', content: { [PROMETHEUS_TEXT]: { schema: z.string() } } },
          ...errorResponses(401, 403),
        },
      },
    },
    async (_request, reply) => {
      const { contentType, body } = await app.metrics.exposition();
      return reply.type(contentType).send(body);
    },
  );
};
