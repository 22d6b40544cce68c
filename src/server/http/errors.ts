import type { ApiErrorBody as ApiError } from '../../shared/common.schemas';
import type { Language } from '../../shared/i18n/languages';
import { render, type ServerText, serverText } from '../i18n/server-text';

/** What an error says: a catalogue message, answered in the request's language (design §16). */
export type ErrorText = ServerText;

/** An issue of the answer, its message said like the error's own. */
export interface ErrorIssue {
  readonly path: string;
  readonly message: ErrorText;
}

/** A client's mistake or a refusal, answered as `{error, code?, issues?}` with its status. */
export class HttpError extends Error {
  /** The message as said, kept to be answered in the request's language; `message` is its Italian, for the log. */
  readonly text: ErrorText;

  constructor(
    readonly statusCode: number,
    text: ErrorText,
    readonly code?: string,
    readonly issues?: readonly ErrorIssue[],
    readonly headers?: Record<string, string>,
    /** More of the answer than the reason, where the route's error schema declares it (the ride as it is now). */
    readonly details?: Record<string, unknown>,
  ) {
    super(render(text));
    this.text = text;
    this.name = 'HttpError';
  }

  toBody(language?: Language): ApiError {
    return {
      error: render(this.text, language),
      ...(this.code ? { code: this.code } : {}),
      ...(this.issues ? { issues: this.issues.map((issue) => ({ path: issue.path, message: render(issue.message, language) })) } : {}),
      ...this.details,
    };
  }
}

export const badRequest = (message: ErrorText, code = 'bad_request', issues?: readonly ErrorIssue[]) =>
  new HttpError(400, message, code, issues);
export const unauthorized = (message: ErrorText = serverText('http.unauthorized'), code = 'unauthorized') =>
  new HttpError(401, message, code);
export const forbidden = (message: ErrorText = serverText('http.forbidden'), code = 'forbidden') =>
  new HttpError(403, message, code);
export const notFound = (message: ErrorText = serverText('http.notFound'), code = 'not_found') => new HttpError(404, message, code);
export const conflict = (message: ErrorText, code = 'conflict', details?: Record<string, unknown>) =>
  new HttpError(409, message, code, undefined, undefined, details);
export const unprocessable = (message: ErrorText, code = 'unprocessable') => new HttpError(422, message, code);
export const tooManyRequests = (message: ErrorText, retryAfterSeconds: number, code = 'rate_limited') =>
  new HttpError(429, message, code, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
