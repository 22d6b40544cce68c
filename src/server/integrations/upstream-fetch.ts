/** Every third-party call gets this long at most: a customer waiting on a suggestion list or a fare will not wait longer. */
export const UPSTREAM_TIMEOUT_MS = 5_000;

/** Why an upstream call failed; adapters wrap it into their own error so callers see one type per service. */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}

export interface FetchJsonOptions {
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Some services (OSRM) explain a refusal in a JSON body with a 4xx; the caller then reads it. */
  acceptStatus?: (status: number) => boolean;
}

/** GET `url` and parse JSON; network failure, timeout, unexpected status or a non-JSON body throw `UpstreamError`. */
export async function fetchJson(url: URL, options: FetchJsonOptions = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new UpstreamError(`${url.origin} unreachable`, undefined, { cause });
  }
  const accepted = response.ok || (options.acceptStatus?.(response.status) ?? false);
  if (!accepted) {
    // Drain the body so the socket can be reused.
    await response.body?.cancel().catch(() => undefined);
    throw new UpstreamError(`${url.origin} answered ${response.status}`, response.status);
  }
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw new UpstreamError(`${url.origin} answered invalid JSON`, response.status, { cause });
  }
}
