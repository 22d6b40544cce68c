import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ApiErrorBody as ApiError } from '../../shared/common.schemas';
import { render, type ServerText, serverText } from '../i18n/server-text';
import { requestLanguage } from './request-language';

/**
 * What Fastify and Node answer on their own, before a route or our error handler runs, said in our
 * one error shape, in the request's language where a request was read (design §13, §16). The request's URL is never echoed back.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; error: ServerText; code: string }> = {
  FST_ERR_BAD_URL: { status: 400, error: serverText('http.badUrl'), code: 'bad_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: serverText('http.uriTooLong'), code: 'uri_too_long' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 500, error: serverText('http.internal'), code: 'internal' },
};

/**
 * Errors the HTTP parser raises on a connection (`clientError`), by Node's error code: no request was read, so no
 * language is known — these stay Italian.
 */
const CLIENT_ERRORS: Record<string, { status: number; text: string; body: ApiError }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    body: { error: 'Intestazioni della richiesta troppo grandi', code: 'headers_too_large' },
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, text: 'Request Timeout', body: { error: 'Richiesta scaduta', code: 'request_timeout' } },
};
const MALFORMED = { status: 400, text: 'Bad Request', body: { error: 'Richiesta non valida', code: 'bad_request' } };

export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const known = FRAMEWORK_ERRORS[error.code] ?? { status: 400, error: serverText('http.badRequest'), code: MALFORMED.body.code! };
  if (known.status >= 500) request.log.error({ err: error }, 'framework error');
  // design §16: the request's headers were read (its cookies may not be: Accept-Language then decides).
  void reply.status(known.status).send({ error: render(known.error, requestLanguage(request)), code: known.code } satisfies ApiError);
};

/** Replaces Fastify's default, which answers English JSON of its own shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is gone: there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED;
  if (socket.writable) {
    const body = JSON.stringify(known.body);
    socket.write(
      `HTTP/1.1 ${known.status} ${known.text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
