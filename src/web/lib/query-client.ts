import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/**
 * SPEC §7 data-layer defaults. Every non-OK answer becomes `Error("<status>: <body or statusText>")`;
 * `readApiError` turns that back into the Italian message our API put in `{error}`.
 */

async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const bodyText = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${bodyText || res.statusText}`);
}

/**
 * Any call other than a default read. `body` (when given) is sent as JSON; `init` can add headers
 * (e.g. `Idempotency-Key`) or a `signal`. Resolves only for OK answers.
 */
export async function apiRequest(method: string, url: string, body?: unknown, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  if (body !== undefined && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const res = await fetch(url, {
    ...init,
    method,
    headers,
    body: body !== undefined ? JSON.stringify(body) : init?.body,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** `returnNull` is for "who am I" reads, where 401 simply means "not signed in". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    // 204 has no body to parse.
    if (res.status === 204) return null as T;
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

export interface ParsedApiError {
  /** HTTP status, or null when the request never got an answer (offline, DNS, aborted). */
  status: number | null;
  /** Our API's Italian message, when the body was `{error}`. */
  message: string | null;
  /** Field-level messages from `{issues}` (validation failures). */
  issues: { path: string; message: string }[];
  /** The raw body text, or the error message for failures without an answer. */
  text: string;
}

const HTTP_ERROR = /^(\d{3}): ([\s\S]*)$/;

export function parseApiError(err: unknown): ParsedApiError {
  const raw = err instanceof Error ? err.message : String(err);
  const match = HTTP_ERROR.exec(raw);
  if (!match) return { status: null, message: null, issues: [], text: raw };
  const status = Number(match[1]);
  const text = match[2] ?? '';
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null) {
      const { error, issues } = body as { error?: unknown; issues?: unknown };
      return {
        status,
        message: typeof error === 'string' && error ? error : null,
        issues: Array.isArray(issues)
          ? issues.filter(
              (i): i is { path: string; message: string } =>
                typeof i === 'object' && i !== null && typeof i.message === 'string' && typeof i.path === 'string',
            )
          : [],
        text,
      };
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): fall through to the raw text.
  }
  return { status, message: null, issues: [], text };
}

/**
 * The message to show for a failed call: the server's Italian `error`, else its raw body text.
 * `fallback` replaces texts not meant for users: failures with no answer at all (the browser's
 * English "Failed to fetch") and empty bodies.
 */
export function readApiError(err: unknown, fallback?: string): string {
  const parsed = parseApiError(err);
  if (parsed.message) return parsed.message;
  if (parsed.status === null) return fallback ?? parsed.text;
  const text = parsed.text.trim();
  // An HTML error page from a proxy is no message for a user.
  const usable = text && !text.startsWith('<') ? text : '';
  return usable || fallback || text || String(parsed.status);
}
