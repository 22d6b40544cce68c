import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_CONFIG_PLACEHOLDER, type PublicConfig, renderPublicConfigScript } from '../../shared/public-config';
import { ROUTE_MODULES, routePreloadTags } from './route-preloads';


/**
 * Serves the production build: hashed assets cached for a year, and index.html rendered once per route
 * at start (public settings written in, the route's chunks preloaded), never cached so a new release is
 * picked up at once. Any other path still gets the app, which draws the 404 page, with status 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, publicConfig: PublicConfig): Promise<void> {
  const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const html = template.replace(PUBLIC_CONFIG_PLACEHOLDER, renderPublicConfigScript(publicConfig));

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: true,
    preCompressed: true,
    // The build manifest is for the server (route preloads), not for the public.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const send = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);

  const preloads = await routePreloadTags(webRoot);
  for (const route of Object.keys(ROUTE_MODULES)) {
    const page = html.replace('</head>', `${preloads.get(route) ?? ''}</head>`);
    app.get(route, (_request, reply) => send(reply, 200, page));
  }
  app.decorate('sendAppShell', (reply: FastifyReply, status: number) => send(reply, status, html));
}

declare module 'fastify' {
  interface FastifyInstance {
    sendAppShell?: (reply: FastifyReply, status: number) => FastifyReply;
  }
}
