import type pg from 'pg';

/**
 * SQLSTATEs of a database that went away or cannot take us now: class 08 (connection exception), class 53
 * (insufficient resources: too many connections, out of memory, disk full), class 57P (the server shutting
 * down, restarting, or ending this connection: 57P01 is what `pg_terminate_backend` gives). 55000 is a
 * general "object not in prerequisite state"; only as a FATAL answer to connecting (a database with
 * `allow_connections false`, one being dropped or not yet recovered) does it say the database is out of
 * reach, so it counts only with that severity.
 */
const UNAVAILABLE_STATES = /^(08|53|57P)/;
const NOT_ACCEPTING_CONNECTIONS = '55000';
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
    const { code, message, severity } = e as { code?: unknown; message?: unknown; severity?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (code === NOT_ACCEPTING_CONNECTIONS && severity === 'FATAL') return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/**
 * design §13: no lost connection may end the process, and none may stay out of the pool. pg-pool listens for
 * errors only on the connections it holds idle and takes that listener off the one it hands out, so a backend
 * ended between two statements of a transaction (a restart, a failover, `pg_terminate_backend`) made that client
 * emit an `error` nobody handled. So every client gets a listener of its own for its whole life. And a client
 * handed out is given back (and so discarded) as soon as its connection is lost, whoever holds it: Drizzle's
 * `transaction` sends `begin` before its `try`, so a transaction whose `begin` met a lost connection never
 * released its client, and after a few outages the pool had nothing left to hand out. The holder's own
 * release afterwards does nothing.
 */
export function keepConnectionLossesHandled(pool: pg.Pool, report: (err: Error) => void): void {
  pool.on('connect', (client) => client.on('error', report));
  // An idle client's error reaches the pool too (pg-pool's own idle listener): already reported above.
  pool.on('error', () => undefined);
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) =>
    // pg-pool's own `query` connects with a callback and gives a failed client back itself.
    typeof callback === 'function' ? connect(callback) : connect()!.then(giveBackWhenLost)) as typeof pool.connect;
}

function giveBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', giveBack);
    release(err);
  };
  client.once('error', giveBack);
  client.release = giveBack;
  return client;
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
