import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  FIRST_SCREEN_MODULE,
  type FirstScreenSession,
  type RenderFirstScreen,
  SIGNED_OUT_ATTRIBUTE,
} from '../../shared/first-screen';
import { areaLanguage, LANGUAGES, type Language } from '../../shared/i18n/languages';
import { PUBLIC_CONFIG_PLACEHOLDER, renderPublicConfigScript } from '../../shared/public-config';
import type { PublicConfig } from '../../shared/public-config.schemas';
import { requestLanguage } from './request-language';
import { hasSessionCookie } from './session-cookies';
import { registerWebManifest } from './web-manifest';
import { WEB_ROUTES } from './web-routes';

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_LANG = '<html lang="it">';
/** The page in `language`: the browser, the screen reader and the app (which keeps it) read it here. */
const inLanguage = (page: string, language: Language) => page.replace(HTML_LANG, `<html lang="${language}">`);
/**
 * design §12: the drivers' dashboard installs as an app; the manifest is linked from its page only, so the
 * customer's first load does not fetch it.
 */
const INSTALLABLE: Record<string, string> = {
  '/driver': '<link rel="manifest" href="/manifest.webmanifest" /><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
};

/**
 * Serves the production build: hashed assets cached for a year, and index.html rendered once per route and
 * session state at start (public settings written in, the route's first screen drawn), never cached so a new
 * release is picked up at once. Any other path still gets the app, which draws the 404 page, with status 404.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string, publicConfig: PublicConfig): Promise<void> {
  const template = await readFile(path.join(webRoot, 'index.html'), 'utf8');
  const html = template.replace(PUBLIC_CONFIG_PLACEHOLDER, renderPublicConfigScript(publicConfig));
  const renderFirstScreen = await loadFirstScreenRenderer(webRoot);
  await registerWebManifest(app, webRoot);

  await app.register(fastifyStatic, {
    root: webRoot,
    index: false,
    wildcard: true,
    preCompressed: true,
    // Dot folders (the build manifest, the first-screen module) are for the server, not for the public.
    allowedPath: (pathName) => !pathName.startsWith('/.'),
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  const send = (reply: FastifyReply, status: number, page: string) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);

  for (const [route, role] of Object.entries(WEB_ROUTES)) {
    const routeHtml = INSTALLABLE[route] ? html.replace('</head>', `${INSTALLABLE[route]}</head>`) : html;
    const page = (session: FirstScreenSession, language: Language) => {
      if (!renderFirstScreen) return inLanguage(routeHtml, language);
      const hint = session === 'signed-out' ? ` ${SIGNED_OUT_ATTRIBUTE}="${role}"` : '';
      return inLanguage(routeHtml, language).replace(
        EMPTY_ROOT,
        `<div id="root"${hint}>${renderFirstScreen(route, publicConfig, session, language)}</div>`,
      );
    };
    const pages = Object.fromEntries(
      LANGUAGES.map((language) => [language, { signedOut: page('signed-out', language), unknown: page('unknown', language) }]),
    ) as Record<Language, { signedOut: string; unknown: string }>;
    // Only the cookie's presence is looked at, never the database: no cookie is certainly signed out; a cookie
    // may have expired, and the page finds out as it always has. The language: the switch's cookie, else the
    // browser's (design §16), on the areas that have languages.
    // A page, not part of the API: the OpenAPI document leaves it out.
    app.get(route, { schema: { hide: true } }, (request, reply) => {
      const drawn = pages[areaLanguage(route, requestLanguage(request))];
      return send(reply.header('vary', 'Cookie, Accept-Language'), 200, hasSessionCookie(request, role) ? drawn.unknown : drawn.signedOut);
    });
  }
  app.decorate('sendAppShell', (request: FastifyRequest, reply: FastifyReply, status: number) =>
    send(reply.header('vary', 'Cookie, Accept-Language'), status, inLanguage(html, requestLanguage(request))),
  );
}

/** The web build's first-screen module, when the build has one (a dev or test build may not). */
async function loadFirstScreenRenderer(webRoot: string): Promise<RenderFirstScreen | undefined> {
  const file = path.join(webRoot, FIRST_SCREEN_MODULE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderFirstScreen?: RenderFirstScreen };
  if (typeof module.renderFirstScreen !== 'function') throw new Error(`${file} non esporta renderFirstScreen`);
  return module.renderFirstScreen;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendAppShell?: (request: FastifyRequest, reply: FastifyReply, status: number) => FastifyReply;
  }
}
