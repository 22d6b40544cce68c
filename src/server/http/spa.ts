import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_CONFIG_PLACEHOLDER, type PublicConfig, renderPublicConfigScript } from '../../shared/public-config';

/** The client-side routes; any other path still gets the app (it draws the 404 page) but with status 404. */
const APP_ROUTES = new Set(['/', '/driver', '/admin']);

/**
 * Serves the production build: hashed assets cached for a year, and index.html rendered once at start
 * with the public settings written in, never cached so a new release is picked up at once.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, publicConfig: PublicConfig): Promise<void> {
  const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const html = template.replace(PUBLIC_CONFIG_PLACEHOLDER, renderPublicConfigScript(publicConfig));

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const sendApp = (reply: FastifyReply, status: number) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  for (const route of APP_ROUTES) app.get(route, (_request, reply) => sendApp(reply, 200));
  app.decorate('sendAppShell', sendApp);
}

declare module 'fastify' {
  interface FastifyInstance {
    sendAppShell?: (reply: FastifyReply, status: number) => FastifyReply;
  }
}
