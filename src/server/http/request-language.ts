import type { FastifyRequest } from 'fastify';
import { type Language, LANGUAGE_COOKIE, pickLanguage } from '../../shared/i18n/languages';

/** design §16: the header switch's cookie, else the request's `Accept-Language`, else Italian. */
export function requestLanguage(request: FastifyRequest): Language {
  const acceptLanguage = request.headers['accept-language'];
  return pickLanguage(request.cookies?.[LANGUAGE_COOKIE], Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage);
}
