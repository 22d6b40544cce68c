import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from SIGTERM on: /readyz says 503 and every answer closes its connection. */
    readonly draining: boolean;
    startDraining(): void;
  }
}

/**
 * design §13's shutdown, the HTTP side: once draining, every answer carries `Connection: close`, so a
 * keep-alive connection (a proxy's pool keeps dozens) ends with the request it is serving instead of
 * holding the server open until its idle timeout. Register before the routes.
 */
export function registerDraining(app: FastifyInstance): void {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('startDraining', () => {
    draining = true;
  });
  // At send time, so that a request already in flight when draining began closes its connection too.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) void reply.header('connection', 'close');
  });
}

/** Share of the timeout after which connections still open are cut, leaving the rest for the close hooks. */
const CUT_CONNECTIONS_AT = 0.6;

/**
 * SIGTERM (ADR 150): /readyz turns 503, no new connection is accepted, requests in flight finish, idle
 * keep-alive connections are closed and busy ones close after their answer, live sockets get 1001, the
 * close hooks run (position flush, bus drain), the database closes. Resolves with the exit code: 0 when
 * all of that fit in `timeoutMs`; connections still open at 60 % of it are cut so that it does.
 */
export async function shutDown(app: FastifyInstance, closeDatabase: () => Promise<void>, timeoutMs: number): Promise<number> {
  app.startDraining();
  const cut = setTimeout(() => {
    app.log.warn('shutdown: connections still open, closing them');
    app.server.closeAllConnections();
  }, timeoutMs * CUT_CONNECTIONS_AT);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      resolve(1);
    }, timeoutMs);
  });
  const done = (async () => {
    try {
      await app.close();
      await closeDatabase();
      return 0;
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      return 1;
    }
  })();
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(cut);
    clearTimeout(timer);
  }
}
