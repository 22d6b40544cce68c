import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody as ApiError } from '../../shared/common.schemas';

export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (wantsPage && app.sendAppShell) return app.sendAppShell(request, reply, 404);
    return reply.status(404).send({ error: 'Risorsa non trovata', code: 'not_found' } satisfies ApiError);
  });
}
