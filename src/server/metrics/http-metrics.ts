import type { FastifyInstance } from 'fastify';
import { routeOf } from '../http/request-log';

/** Every answered request into the duration histogram, labelled by route pattern (bounded), method and status. */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    app.metrics.httpRequestDuration.observe(
      { method: request.method, route: routeOf(request), status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  });
}
