import type { ApiErrorBody as ApiError } from '../../shared/common.schemas';

/** A client's mistake or a refusal, answered as `{error, code?, issues?}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly issues?: ApiError['issues'],
    readonly headers?: Record<string, string>,
    /** More of the answer than the reason, where the route's error schema declares it (the ride as it is now). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiError {
    return {
      error: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.issues ? { issues: this.issues } : {}),
      ...this.details,
    };
  }
}

export const badRequest = (message: string, code = 'bad_request', issues?: ApiError['issues']) =>
  new HttpError(400, message, code, issues);
export const unauthorized = (message = 'Accesso richiesto', code = 'unauthorized') =>
  new HttpError(401, message, code);
export const forbidden = (message = 'Operazione non consentita', code = 'forbidden') =>
  new HttpError(403, message, code);
export const notFound = (message = 'Risorsa non trovata', code = 'not_found') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'conflict', details?: Record<string, unknown>) =>
  new HttpError(409, message, code, undefined, undefined, details);
export const unprocessable = (message: string, code = 'unprocessable') => new HttpError(422, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code = 'rate_limited') =>
  new HttpError(429, message, code, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
