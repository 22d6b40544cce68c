import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue } from '../src/shared/i18n/compile-catalogue.js';
import { isLanguage } from '../src/shared/i18n/languages.js';

const PREFIX = 'virtual:i18n-catalogue/';
const RESOLVED = '\0i18n-catalogue:';
const CATALOGUES = fileURLToPath(new URL('../src/shared/i18n/catalogues/', import.meta.url));
/** The web's parts (src/web/i18n/catalogues.ts); the server's catalogue is read by the server itself. */
const WEB_PARTS = ['web', 'driver', 'office'];

/**
 * `import('virtual:i18n-catalogue/web/en')` → `{ messages }`: that part of the web's catalogue in that language,
 * compiled by Lingui's own compiler at build time (ADR 280), so the page carries neither the ICU parser nor the
 * other languages. A module of its own per part and language: each is a chunk that only its readers fetch.
 */
export function i18nCatalogues(): Plugin {
  return {
    name: 'radio-taxi:i18n-catalogues',
    resolveId(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [part, language, ...rest] = id.slice(PREFIX.length).split('/');
      return part && WEB_PARTS.includes(part) && isLanguage(language) && rest.length === 0 ? `${RESOLVED}${part}/${language}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const file = `${CATALOGUES}${id.slice(RESOLVED.length)}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      // JSON.parse of a string literal is faster for engines to load than the same object as code.
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(source)))});\n`;
    },
  };
}
