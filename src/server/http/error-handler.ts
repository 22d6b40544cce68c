import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody as ApiError } from '../../shared/common.schemas';
import { isDatabaseUnavailable } from '../db/availability';
import { schemaMessageIn } from '../i18n/schema-messages';
import { render, serverText } from '../i18n/server-text';
import { HttpError } from './errors';
import { requestLanguage } from './request-language';

/** How long a client is asked to wait when the database is unreachable: a restart or failover takes seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One place that turns every failure into `{error, code?, issues?}`. A client's mistake is a 4xx with a
 * message in the request's language (design §16); a database out of reach is 503 with Retry-After; anything else is logged and answered 500
 * without internals (no stack reaches a client).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    // design §16: the switch's cookie, else Accept-Language, else Italian.
    const language = requestLanguage(request);
    const say = (id: Parameters<typeof serverText>[0]) => render(serverText(id), language);
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.statusCode).send(error.toBody(language));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
        // design §16: our schemas' own messages are Italian (the forms show them); zod's come in the language already.
        message: v.message ? schemaMessageIn(v.message, language) : say('http.validation'),
      }));
      return reply.status(400).send({ error: issues[0]?.message ?? say('http.validation'), code: 'validation', issues } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: say('http.tooLarge'), code: 'payload_too_large' } satisfies ApiError);
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: say('http.unsupportedMediaType'), code: 'unsupported_media_type' } satisfies ApiError);
    }
    if (status === 429) {
      return reply.status(429).send({ error: say('http.rateLimited'), code: 'rate_limited' } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, empty JSON body, bad content length: the parser's own 4xx.
      return reply.status(status).send({ error: say('http.badRequest'), code: 'bad_request' } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault of this request: it may well succeed in a few seconds (design §13).
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: say('http.databaseUnavailable'), code: 'database_unavailable' } satisfies ApiError);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: say('http.internal'), code: 'internal' } satisfies ApiError);
  });
}
