import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RideStatus } from '../../shared/ride-states';
import type { Database } from '../db/client';
import type { PushResult } from '../integrations/push';
import type { EventBus } from '../live/bus';
import type { LiveHub } from '../live/hub';

/** What the gauges read when Prometheus scrapes: the parts of the app that keep their own counts. */
export interface MetricSources {
  database: Database;
  bus: EventBus;
  live: LiveHub;
}

export type SendResult = 'sent' | 'failed';

/**
 * The server's Prometheus metrics (design §13), one registry per app so that tests may build several apps in one
 * process. Counters that the code moves (`rideStatusChanges`, `smsSends`, `pushSends`, the HTTP histogram) are
 * fields; what other parts already count (sockets, the bus, the pool) is read at scrape time, so those parts do
 * not depend on prom-client. Names follow Prometheus's conventions: base units, `_total` on counters, and the
 * application's own series under `radiotaxi_`.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durata delle richieste HTTP, per rotta (il modello, non l’URL), metodo e stato',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly rideStatusChanges = new Counter({
    name: 'radiotaxi_ride_status_changes_total',
    help: 'Corse entrate in ciascuno stato (una nuova richiesta entra in pending)',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly smsSends = new Counter({
    name: 'radiotaxi_sms_sends_total',
    help: 'SMS inviati, per esito (failed: il gateway ha rifiutato o non ha risposto)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly positionsSaved = new Counter({
    name: 'radiotaxi_driver_positions_saved_total',
    help: 'Posizioni dei taxisti scritte nel database (a lotti ogni 5 s, ADR 043)',
    registers: [this.registry],
  });

  readonly pushSends = new Counter({
    name: 'radiotaxi_push_sends_total',
    help: 'Notifiche push, per esito (gone: iscrizione scaduta, cancellata)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    const { registry } = this;
    collectDefaultMetrics({ register: registry });
    const { bus, database } = sources;

    new Gauge({
      name: 'radiotaxi_live_sockets',
      help: 'Socket del canale live aperti su questa istanza, per ruolo',
      labelNames: ['role'] as const,
      registers: [registry],
      collect() {
        for (const [role, count] of Object.entries(sources.live.socketsByRole())) this.set({ role }, count);
      },
    });

    new Gauge({
      name: 'radiotaxi_bus_connected',
      help: '1 quando gli eventi delle altre istanze arrivano a questa (LISTEN attivo), 0 altrimenti',
      registers: [registry],
      collect() {
        this.set(bus.connected ? 1 : 0);
      },
    });
    new Gauge({
      name: 'radiotaxi_bus_queue_depth',
      help: 'Eventi in coda verso le altre istanze',
      registers: [registry],
      collect() {
        this.set(bus.stats().queued);
      },
    });
    counterOf(registry, 'radiotaxi_bus_notifications_sent_total', 'Payload NOTIFY inviati', () => bus.stats().notificationsSent);
    counterOf(registry, 'radiotaxi_bus_notifications_received_total', 'Payload NOTIFY ricevuti dalle altre istanze', () => bus.stats().notificationsReceived);
    counterOf(registry, 'radiotaxi_bus_payload_bytes_sent_total', 'Byte dei payload NOTIFY inviati', () => bus.stats().payloadBytesSent);
    counterOf(registry, 'radiotaxi_bus_events_dropped_total', 'Eventi scartati perché PostgreSQL non teneva il passo', () => bus.stats().dropped);
    counterOf(registry, 'radiotaxi_bus_reconnects_total', 'Riconnessioni del canale LISTEN dopo una perdita', () => bus.stats().reconnects);

    new Gauge({
      name: 'radiotaxi_database_info',
      help: 'Il database in uso (kind: postgres o pglite); PGlite gira nel processo, senza pool di connessioni',
      labelNames: ['kind'] as const,
      registers: [registry],
      collect() {
        this.set({ kind: database.kind }, 1);
      },
    });
    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'radiotaxi_db_pool_connections',
        help: 'Connessioni del pool PostgreSQL, per stato (in_use, idle)',
        labelNames: ['state'] as const,
        registers: [registry],
        collect() {
          const { total, idle } = pool();
          this.set({ state: 'in_use' }, total - idle);
          this.set({ state: 'idle' }, idle);
        },
      });
      new Gauge({
        name: 'radiotaxi_db_pool_waiting',
        help: 'Query in attesa di una connessione libera del pool',
        registers: [registry],
        collect() {
          this.set(pool().waiting);
        },
      });
    }
  }

  /** Every write of a ride's status goes through here (creation, acceptance, moveRide, expiry). */
  countRideStatus(status: RideStatus, rides = 1): void {
    if (rides > 0) this.rideStatusChanges.inc({ status }, rides);
  }

  /** The push sender's `onResult` (ADR 141) passes each outcome here once push is wired. */
  countPush(result: PushResult): void {
    this.pushSends.inc({ result: result.outcome });
  }

  countPositionsSaved(positions: number): void {
    this.positionsSaved.inc(positions);
  }

  countSms(result: SendResult): void {
    this.smsSends.inc({ result });
  }

  /** The text exposition format Prometheus scrapes. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** A counter whose total another part keeps: set from it at scrape time. */
function counterOf(registry: Registry, name: string, help: string, total: () => number): void {
  new Counter({
    name,
    help,
    registers: [registry],
    collect() {
      this.reset();
      this.inc(total());
    },
  });
}
