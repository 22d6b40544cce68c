import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, type Language, LANGUAGE_COOKIE, pickLanguage } from '../../shared/i18n/languages';

/** design §16: the header switch's cookie, else the request's `Accept-Language`, else Italian. */
export function requestLanguage(request: FastifyRequest): Language {
  const acceptLanguage = request.headers['accept-language'];
  return pickLanguage(request.cookies?.[LANGUAGE_COOKIE], Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
}

const validating = new AsyncLocalStorage<Language>();

/** The language of the request whose input zod is checking now (zod-italian.ts words its messages in it). */
export const validationLanguage = (): Language => validating.getStore() ?? DEFAULT_LANGUAGE;

/**
 * zod's messages are made while a route's schema checks the input, far from the request: the request's language is
 * handed down with AsyncLocalStorage from the hook that runs just before (preValidation, after the body is read).
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => validating.run(requestLanguage(request), done));
}
