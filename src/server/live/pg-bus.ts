import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger as Logger } from 'fastify';
import pg from 'pg';
import { keepConnectionLossesHandled } from '../db/availability';
import type { BusEvent, BusStats, EventBus } from './bus';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_999;
const RECONNECT_DELAY_MS = 1_000;
/** Past this many events waiting for PostgreSQL, the oldest are dropped (and logged) rather than eating memory. */
const MAX_QUEUED_EVENTS = 100_000;
/** Every instance says it is there this often; one not heard from for PEER_TTL_MS is taken to be gone. */
const PEER_HEARTBEAT_MS = 10_000;
const PEER_TTL_MS = 3 * PEER_HEARTBEAT_MS + 5_000;

interface Notification {
  from: string;
  events: BusEvent[];
  /** `hello`: an instance has just started listening, and asks the others to answer `here`. */
  peer?: 'hello' | 'here';
}

/** A frame that a newer one with the same key makes obsolete (a position): losing it costs nothing. */
const isVolatile = (event: BusEvent) => event.kind === 'frame' && event.coalesceKey !== undefined;

/**
 * Several app instances on one PostgreSQL deliver each other's events through LISTEN/NOTIFY.
 * - This instance's own sockets get an event at once, without the database round trip; notifications
 *   carry the sender's id so that the echo is ignored.
 * - Events are packed: one NOTIFY carries as many as fit in a payload, and while one is on its way the
 *   next events queue up behind it, so 10,000 positions a second cost hundreds of round trips, not
 *   tens of thousands; a queued position is replaced by the same driver's newer one.
 * - Positions cross only when another instance is there to use them. Instances greet each other on the
 *   channel (`hello` when they start listening, answered by `here`, and `here` every 10 s); while none has
 *   been heard from, a single instance keeps its 20,000 position frames a second out of PostgreSQL. Events
 *   that change state (rides, presence, sessions) always go through.
 */
export class PgNotifyBus implements EventBus {
  private readonly instanceId = randomUUID();
  private readonly ownPrefix = `{"from":${JSON.stringify(this.instanceId)},`;
  private readonly handlers: Array<(event: BusEvent) => void> = [];
  private listener: pg.Client | null = null;
  private readonly publisher: pg.Pool;
  private queue: BusEvent[] = [];
  private readonly queuedByKey = new Map<string, number>();
  private sending = false;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private everListened = false;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  /** Other instances on the channel, by id, with when they were last heard from. */
  private readonly peers = new Map<string, number>();
  private readonly traffic = { notificationsSent: 0, notificationsReceived: 0, payloadBytesSent: 0, dropped: 0, reconnects: 0 };

  private constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {
    this.publisher = new pg.Pool({ connectionString: url, max: 1 });
    keepConnectionLossesHandled(this.publisher, (err) => this.logger.error({ err }, 'live bus publisher connection lost'));
  }

  static async start(url: string, logger: Logger, channel = 'radio_taxi_live'): Promise<PgNotifyBus> {
    const bus = new PgNotifyBus(url, channel, logger);
    await bus.listen();
    bus.heartbeatTimer = setInterval(() => bus.announce('here'), PEER_HEARTBEAT_MS);
    bus.heartbeatTimer.unref();
    return bus;
  }

  /** False from the loss of the LISTEN connection until it listens again (design §13: /readyz is 503 meanwhile). */
  get connected(): boolean {
    return this.listener !== null;
  }

  async publish(event: BusEvent): Promise<void> {
    this.deliver(event);
    if (isVolatile(event) && this.peerCount === 0) return;
    this.enqueue(event);
  }

  /** How many other instances have been heard from lately. */
  get peerCount(): number {
    const cutoff = Date.now() - PEER_TTL_MS;
    for (const [id, heardAt] of this.peers) if (heardAt < cutoff) this.peers.delete(id);
    return this.peers.size;
  }

  subscribe(handler: (event: BusEvent) => void): void {
    this.handlers.push(handler);
  }

  stats(): BusStats {
    return { queued: this.queue.length, ...this.traffic };
  }

  async close(): Promise<void> {
    await this.drain();
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.handlers.length = 0;
    await Promise.allSettled([this.listener?.end(), this.publisher.end()]);
  }

  private deliver(event: BusEvent): void {
    for (const handler of this.handlers) handler(event);
  }

  private enqueue(event: BusEvent): void {
    const key = event.kind === 'frame' ? event.coalesceKey : undefined;
    const queuedAt = key === undefined ? undefined : this.queuedByKey.get(key);
    if (queuedAt !== undefined) {
      this.queue[queuedAt] = event;
    } else {
      if (key !== undefined) this.queuedByKey.set(key, this.queue.length);
      this.queue.push(event);
    }
    if (this.queue.length > MAX_QUEUED_EVENTS) {
      const dropped = this.queue.length - MAX_QUEUED_EVENTS;
      this.traffic.dropped += dropped;
      this.queue = this.queue.slice(dropped);
      this.reindex();
      this.logger.error({ dropped }, 'live bus: PostgreSQL is not keeping up, oldest events dropped');
    }
    if (!this.sending) void this.send();
  }

  private reindex(): void {
    this.queuedByKey.clear();
    this.queue.forEach((event, index) => {
      if (event.kind === 'frame' && event.coalesceKey) this.queuedByKey.set(event.coalesceKey, index);
    });
  }

  /** One sender at a time keeps events in order; whatever arrives meanwhile goes in the next payloads. */
  private async send(): Promise<void> {
    this.sending = true;
    try {
      while (this.queue.length > 0 && !this.closed) {
        const events = this.queue;
        this.queue = [];
        this.queuedByKey.clear();
        for (const payload of this.pack(events)) {
          try {
            await this.notify(payload);
          } catch (err) {
            this.logger.error({ err }, 'live bus: events not sent to other instances');
          }
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private async drain(): Promise<void> {
    while (this.sending || (this.queue.length > 0 && !this.closed)) {
      if (!this.sending) void this.send();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private pack(events: BusEvent[]): string[] {
    const payloads: string[] = [];
    const envelope = (batch: string[]) => `{"from":${JSON.stringify(this.instanceId)},"events":[${batch.join(',')}]}`;
    let batch: string[] = [];
    let size = envelope([]).length;
    for (const event of events) {
      const json = JSON.stringify(event);
      const bytes = Buffer.byteLength(json) + 1;
      if (Buffer.byteLength(envelope([json])) > MAX_PAYLOAD_BYTES) {
        this.logger.error({ bytes }, 'live event exceeds the NOTIFY limit, not sent to other instances');
        continue;
      }
      if (size + bytes > MAX_PAYLOAD_BYTES && batch.length > 0) {
        payloads.push(envelope(batch));
        batch = [];
        size = envelope([]).length;
      }
      batch.push(json);
      size += bytes;
    }
    if (batch.length > 0) payloads.push(envelope(batch));
    return payloads;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== this.channel || !message.payload) return;
      // Our own echo, recognised without parsing it: on a single instance that is every notification.
      if (message.payload.startsWith(this.ownPrefix)) return;
      let notification: Notification;
      try {
        notification = JSON.parse(message.payload) as Notification;
      } catch (err) {
        this.logger.warn({ err }, 'unparsable live bus notification');
        return;
      }
      this.traffic.notificationsReceived++;
      this.peers.set(notification.from, Date.now());
      if (notification.peer === 'hello') this.announce('here');
      for (const event of notification.events) this.deliver(event);
    });
    client.on('error', (err) => {
      this.logger.error({ err }, 'live bus connection lost');
      this.lost(client);
    });
    // A connection closed without an error (the server shutting it) is lost all the same.
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    const reconnected = this.everListened;
    this.everListened = true;
    if (reconnected) this.traffic.reconnects++;
    this.listener = client;
    this.announce('hello');
    // Whatever the others sent while we were not listening is lost to our sockets: they re-read their state.
    if (reconnected) this.deliver({ kind: 'resync' });
  }

  private lost(client: pg.Client): void {
    if (this.closed || (this.listener !== client && this.listener !== null)) return;
    this.scheduleReconnect();
  }

  /** Our own greeting comes back to us too, and is skipped like any echo (it starts with our id). */
  private announce(peer: 'hello' | 'here'): void {
    if (this.closed) return;
    const payload = JSON.stringify({ from: this.instanceId, events: [], peer } satisfies Notification);
    this.notify(payload).catch((err: unknown) => {
      this.logger.error({ err }, 'live bus: greeting not sent to other instances');
    });
  }

  private async notify(payload: string): Promise<void> {
    await this.publisher.query('select pg_notify($1, $2)', [this.channel, payload]);
    this.traffic.notificationsSent++;
    this.traffic.payloadBytesSent += Buffer.byteLength(payload);
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
}
