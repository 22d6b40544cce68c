import type pg from 'pg';

/**
 * SQLSTATEs of a database that went away: class 08 (connection exception), and the server shutting
 * down or refusing for now (57P01 is what `pg_terminate_backend` gives the terminated connection).
 */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]|53300)/;
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** What `pg` and PGlite say, without a code, when their connection or instance is gone. */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end',
  'PGlite is closed',
];

/**
 * True when `err` (or what it wraps: Drizzle wraps the driver's error) says the database could not be
 * reached, as opposed to a query it refused: the request may succeed later, so it is answered 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** A statement that only reads, so running it twice is the same as once. */
const isRead = (text: string) => /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no key update|key share)\b|pg_notify|nextval|pg_advisory/i.test(text);

/**
 * design §13: a read that fails because its connection was lost (a restart, a failover,
 * `pg_terminate_backend`) is run once more on a fresh connection from the pool. Writes are not: one may
 * have been applied before the connection went, and its transaction decides. Only the pool's own
 * `query` (every statement outside a transaction) is wrapped.
 */
export function retryReadsOnce(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const retrying = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (err) {
      const config = args[0] as string | { text?: string } | undefined;
      const text = typeof config === 'string' ? config : (config?.text ?? '');
      if (!isDatabaseUnavailable(err) || !isRead(text)) throw err;
      return query(...args);
    }
  };
  pool.query = ((...args: unknown[]) =>
    // A callback-style call is left as it is: nothing of ours makes one.
    typeof args.at(-1) === 'function' ? query(...args) : retrying(...args)) as typeof pool.query;
}
