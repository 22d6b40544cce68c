import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ClientMessage, ServerMessage, ServerMessages, ServerMessageType } from '../../shared/live';

type MarkerTest = (message: ServerMessage) => boolean;

/**
 * Publishes a marker frame to `room`, after everything published there so far, and returns the test that
 * recognises it. Frames reach a socket in the order they were published, so what has not arrived before the
 * marker was never sent: "nothing arrived" without guessing how long to wait.
 */
export async function publishMarker(app: FastifyInstance, room: string): Promise<MarkerTest> {
  const rideId = `marker-${randomUUID()}`;
  await app.live.publish(room, 'ride_taken', { rideId });
  return (message) => message.type === 'ride_taken' && message.data.rideId === rideId;
}

/** A real `ws` client of the live channel that remembers what it received, for assertions. */
export class LiveTestClient {
  readonly received: ServerMessage[] = [];
  private waiters: Array<() => void> = [];
  private identity: Extract<ClientMessage, { type: 'identify' }>['data'] | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      this.received.push(JSON.parse(raw.toString()) as ServerMessage);
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  static connect(
    baseUrl: string,
    options: { cookie?: string; origin?: string; headers?: Record<string, string> } = {},
  ): Promise<LiveTestClient> {
    const url = `${baseUrl.replace(/^http/, 'ws')}/ws`;
    const headers: Record<string, string> = { ...options.headers };
    if (options.cookie) headers.cookie = options.cookie;
    const ws = new WebSocket(url, { headers, origin: options.origin ?? baseUrl });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new LiveTestClient(ws)));
      ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(message: ClientMessage): void {
    this.ws.send(JSON.stringify(message));
  }

  /** Resolves with the first message of `type` (already received or arriving within `timeoutMs`). */
  async next<K extends ServerMessageType>(type: K, timeoutMs = 2_000, seen = 0): Promise<ServerMessages[K]> {
    const deadline = Date.now() + timeoutMs;
    let index = seen;
    for (;;) {
      for (; index < this.received.length; index++) {
        const message = this.received[index]!;
        if (message.type === type) return message.data as ServerMessages[K];
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type} within ${timeoutMs} ms (got: ${this.received.map((m) => m.type).join(', ')})`);
      await this.arrival(left);
    }
  }

  /** Resolves at the next message, or after `ms`. */
  private arrival(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Identifies and waits for the server's confirmation. */
  async identify(userType: 'customer' | 'driver' | 'admin', userId?: string): Promise<void> {
    this.identity = { userType, ...(userId ? { userId } : {}) };
    const seen = this.received.length;
    this.send({ type: 'identify', data: this.identity });
    await this.next('identified', 2_000, seen);
  }

  /**
   * Resolves once the server has handled every frame this socket sent so far: it handles a socket's frames in
   * order and answers a frame it cannot read with `error`, so that answer comes after all of them. (Not another
   * `identify`: a socket may identify only once a second.)
   */
  async handled(): Promise<void> {
    const seen = this.received.length;
    this.ws.send('{"type":"marca"}');
    await this.next('error', 2_000, seen);
  }

  /**
   * The messages of `type` received from index `from` on and before the marker (waited for): with a marker
   * published after an action, the messages of that type the action caused, if any.
   */
  async receivedBefore<K extends ServerMessageType>(
    type: K,
    isMarker: MarkerTest,
    from = 0,
    timeoutMs = 2_000,
  ): Promise<Array<ServerMessages[K]>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = this.received.findIndex((message, index) => index >= from && isMarker(message));
      if (at >= 0) {
        return this.received
          .slice(from, at)
          .filter((message) => message.type === type)
          .map((message) => message.data as ServerMessages[K]);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no marker within ${timeoutMs} ms (got: ${this.received.map((m) => m.type).join(', ')})`);
      await this.arrival(left);
    }
  }

  closed(): Promise<{ code: number }> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve({ code: 1006 });
    return new Promise((resolve) => this.ws.once('close', (code) => resolve({ code })));
  }

  close(): void {
    this.ws.close();
  }
}
