import pg from 'pg';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { BusEvent, EventBus } from './bus';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_999;
const RECONNECT_DELAY_MS = 1_000;

/**
 * Several app instances on one PostgreSQL deliver each other's events through LISTEN/NOTIFY. The instance
 * that publishes also receives its own notification, so every event takes the same path everywhere.
 */
export class PgNotifyBus implements EventBus {
  private readonly handlers: Array<(event: BusEvent) => void> = [];
  private listener: pg.Client | null = null;
  private readonly publisher: pg.Pool;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {
    this.publisher = new pg.Pool({ connectionString: url, max: 4 });
  }

  static async start(url: string, logger: Logger, channel = 'radio_taxi_live'): Promise<PgNotifyBus> {
    const bus = new PgNotifyBus(url, channel, logger);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      let event: BusEvent;
      try {
        event = JSON.parse(message.payload) as BusEvent;
      } catch (err) {
        this.logger.warn({ err }, 'unparsable live bus notification');
        return;
      }
      for (const handler of this.handlers) handler(event);
    });
    client.on('error', (err) => {
      this.logger.error({ err }, 'live bus connection lost');
      this.scheduleReconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    this.listener = client;
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    const old = this.listener;
    this.listener = null;
    old?.end().catch(() => undefined);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().catch((err: unknown) => {
        this.logger.error({ err }, 'live bus reconnect failed');
        this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
  }

  async publish(event: BusEvent): Promise<void> {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      throw new Error(`live event of ${Buffer.byteLength(payload)} bytes exceeds the NOTIFY limit`);
    }
    await this.publisher.query('select pg_notify($1, $2)', [this.channel, payload]);
  }

  subscribe(handler: (event: BusEvent) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.handlers.length = 0;
    await Promise.allSettled([this.listener?.end(), this.publisher.end()]);
  }
}
