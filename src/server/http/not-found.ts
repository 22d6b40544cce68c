import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody as ApiError } from '../../shared/common.schemas';
import { render, serverText } from '../i18n/server-text';
import { requestLanguage } from './request-language';

export function registerNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.headers.accept?.includes('text/html');
    if (wantsPage && app.sendAppShell) return app.sendAppShell(request, reply, 404);
    return reply.status(404).send({ error: render(serverText('http.notFound'), requestLanguage(request)), code: 'not_found' } satisfies ApiError);
  });
}
