import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, type Language } from '../../shared/i18n/languages';
import { render, serverText } from '../i18n/server-text';
import { requestLanguage } from './request-language';

export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * design §12, §16: the drivers' installable app is named in the visitor's language. The build's manifest
 * (`public/manifest.webmanifest`) keeps everything else; its words come from the server catalogue, one document per
 * language made at start, chosen like the page (the switch's cookie, else Accept-Language, else Italian). An
 * installed app keeps the name it was installed with until the browser fetches the manifest again.
 */
export async function registerWebManifest(app: FastifyInstance, webRoot: string): Promise<void> {
  const file = path.join(webRoot, WEB_MANIFEST_PATH);
  if (!existsSync(file)) return;
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const say = (id: Parameters<typeof serverText>[0], language: Language) => render(serverText(id), language);
  const documents = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.stringify({
        ...manifest,
        name: say('manifest.name', language),
        short_name: say('manifest.shortName', language),
        description: say('manifest.description', language),
        lang: language,
      }),
    ]),
  ) as Record<Language, string>;
  // Registered before the static files' wildcard, so this route answers rather than the file.
  app.get(WEB_MANIFEST_PATH, { schema: { hide: true } }, (request, reply) =>
    reply
      .header('vary', 'Cookie, Accept-Language')
      .header('cache-control', 'no-cache')
      .type('application/manifest+json; charset=utf-8')
      .send(documents[requestLanguage(request)]),
  );
}
