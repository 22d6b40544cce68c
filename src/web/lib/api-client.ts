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

async function request<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
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
  return (text ? JSON.parse(text) : null) as T;
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, undefined, options),
  post: <T = void>(url: string, body?: unknown, options?: RequestOptions) => request<T>('POST', url, body, options),
  put: <T = void>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', url, body, options),
  patch: <T = void>(url: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', url, body, options),
  delete: <T = void>(url: string, options?: RequestOptions) => request<T>('DELETE', url, undefined, options),
};
