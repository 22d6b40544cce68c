import type { FastifyInstance } from 'fastify';
import type { ServerMessages, ServerMessageType } from '../../../shared/live';

export type Publication = {
  [K in ServerMessageType]: readonly [room: string, type: K, data: ServerMessages[K]];
}[ServerMessageType];

/**
 * Sends after the change is committed. A failed send is logged, not thrown: the change stands, and
 * every client re-reads its state on reconnect (DESIGN §4 recovery), so a lost frame is not lost data.
 */
export async function publishAll(app: FastifyInstance, publications: readonly Publication[]): Promise<void> {
  const results = await Promise.allSettled(
    publications.map(([room, type, data]) => app.live.publish(room, type, data as never)),
  );
  for (const result of results) {
    if (result.status === 'rejected') app.log.error({ err: result.reason }, 'live publish failed');
  }
}
