import type { ApiPath, EndpointAt, Method, RequestOf, ResponseOf } from '@shared/endpoints';

/**
 * The web app's one HTTP client (spec §7): JSON in and out, the session cookie always sent, and every answer
 * that is not OK thrown as an `ApiError`. Only the `api/` folders call it.
 */

export interface ApiIssue {
  path: string;
  message: string;
}

/** A non-OK answer of our API (or of a proxy in front of it), read once into typed fields. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Our API's Italian `error`: written to be shown to the user as it is. */
  readonly serverMessage: string | null = null;
  /** Our API's machine-readable `code` (e.g. `wrong_password`). */
  readonly code: string | null = null;
  /** Field-level messages of a validation failure. */
  readonly issues: ApiIssue[] = [];

  constructor(
    readonly status: number,
    /** The body exactly as it came: JSON of ours, a proxy's HTML page, or nothing. */
    readonly body: string,
    statusText = '',
  ) {
    // spec §7: "<status>: <body text, or the status text when the body is empty>".
    super(`${status}: ${body || statusText}`);
    try {
      const { error, code, issues } = JSON.parse(body) as { error?: unknown; code?: unknown; issues?: unknown };
      if (typeof error === 'string' && error) this.serverMessage = error;
      if (typeof code === 'string') this.code = code;
      if (Array.isArray(issues)) {
        this.issues = issues.filter((i): i is ApiIssue => typeof i?.message === 'string' && typeof i.path === 'string');
      }
    } catch {
      // Not our JSON (an HTML error page, plain text, nothing): only `body` tells what came.
    }
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/**
 * The Italian text for a failed call (spec §8): our API's message, else a plain-text body, else `fallback` —
 * which also stands for failures with no answer at all (offline), an empty body and a proxy's HTML page, so the
 * user never reads "Internal Server Error", a status code or markup.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const text = error.body.trim();
  return error.serverMessage ?? (text && !/^[<{[]/.test(text) ? text : fallback);
}

interface RequestOptions {
  headers?: HeadersInit;
  signal?: AbortSignal;
}

/** `?name=value&…` of the parameters given (undefined ones left out), or nothing. */
export function searchOf(params: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `/api/rides/:id/bids` with `{ id }` → `/api/rides/<id, encoded>/bids`, then the query. */
export function urlOf(path: string, params?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return filled + searchOf(query);
}

/** One request, its answer parsed; the endpoint list's types are put on it by `api`, the query keys' by their options. */
export async function fetchJson(method: Method, url: string, body?: unknown, options: RequestOptions = {}): Promise<unknown> {
  const headers = new Headers(options.headers);
  if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal: options.signal,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  const text = await res.text();
  // 204 and other empty answers carry nothing to parse.
  return text ? JSON.parse(text) : null;
}

type Input<M extends Method, P extends ApiPath<M>> = RequestOf<M, P> & RequestOptions;
/** The input may be left out where the endpoint takes no parameters, query or body. */
type Args<M extends Method, P extends ApiPath<M>> =
  EndpointAt<M, P> extends { params: unknown } | { query: unknown } | { body: unknown } ? [input: Input<M, P>] : [input?: Input<M, P>];

function call<M extends Method, P extends ApiPath<M>>(method: M, path: P, input?: Input<M, P>): Promise<ResponseOf<M, P>> {
  const { params, query, body, ...options } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } & RequestOptions;
  return fetchJson(method, urlOf(path, params, query), body, options) as Promise<ResponseOf<M, P>>;
}

/**
 * The calls of src/shared/endpoints.ts by method and path template: `api.post('/api/rides/:id/bids', { params:
 * { id }, body })`. What goes in and what comes back are the route's own schemas' types.
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, ...[input]: Args<'GET', NoInfer<P>>) => call('GET', path, input),
  post: <P extends ApiPath<'POST'>>(path: P, ...[input]: Args<'POST', NoInfer<P>>) => call('POST', path, input),
  put: <P extends ApiPath<'PUT'>>(path: P, ...[input]: Args<'PUT', NoInfer<P>>) => call('PUT', path, input),
  patch: <P extends ApiPath<'PATCH'>>(path: P, ...[input]: Args<'PATCH', NoInfer<P>>) => call('PATCH', path, input),
  delete: <P extends ApiPath<'DELETE'>>(path: P, ...[input]: Args<'DELETE', NoInfer<P>>) => call('DELETE', path, input),
};
