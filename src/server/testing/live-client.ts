import WebSocket from 'ws';
import type { ClientMessage, ServerMessage, ServerMessages, ServerMessageType } from '../../shared/live';

/** A real `ws` client of the live channel that remembers what it received, for assertions. */
export class LiveTestClient {
  readonly received: ServerMessage[] = [];
  private waiters: Array<() => void> = [];

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
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Identifies and waits for the server's confirmation. */
  async identify(userType: 'customer' | 'driver' | 'admin', userId?: string): Promise<void> {
    this.send({ type: 'identify', data: { userType, ...(userId ? { userId } : {}) } });
    await this.next('identified');
  }

  /** True when nothing of `type` arrives within `ms`: for privacy assertions. */
  async receivesNothing(type: ServerMessageType, ms = 300): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return !this.received.some((m) => m.type === type);
  }

  closed(): Promise<{ code: number }> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve({ code: 1006 });
    return new Promise((resolve) => this.ws.once('close', (code) => resolve({ code })));
  }

  close(): void {
    this.ws.close();
  }
}
