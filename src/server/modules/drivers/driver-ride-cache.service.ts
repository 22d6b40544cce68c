import DataLoader from 'dataloader';
import type { Db } from '../../db/client';
import type { BusEvent } from '../../live/bus';
import { relayStatesOf } from './drivers.queries';

export interface DriverRelayState {
  online: boolean;
  /** The customer of the driver's ride under way: the only customer who may see the position. */
  customerId: string | null;
}

/** A safety net for a change nobody announced on the bus; announced changes drop the entry at once. */
const MAX_AGE_MS = 30_000;
/**
 * Drivers asked for within this window are read in one statement. A national fleet's positions (1,200 a second at
 * 12,000 taxis) would otherwise cost two statements each whenever entries lapse together — at start, and every
 * MAX_AGE_MS after — and the queue for the database's connections then held bookings for seconds (bench #17).
 */
const BATCH_WINDOW_MS = 5;
const MAX_BATCH = 500;

const RIDE_EVENT = /^\{"type":"(ride_accepted|ride_completed|ride_cancelled|ride_expired|ride_updated|driver_status)"/;

interface Entry {
  state: DriverRelayState;
  loadedAt: number;
}

/**
 * Who may see each driver's position, kept in memory so that a position update costs no database read
 * (ADR 043). Every instance drops a driver's entry when the bus says something changed for them: a
 * presence change, or a ride event naming them as accepted driver. A generation counter per driver
 * stops a read that started before such a change from storing its stale answer after it.
 */
export class DriverRideCache {
  private readonly entries = new Map<string, Entry>();
  private readonly generations = new Map<string, number>();
  private readonly loading = new Map<string, Promise<DriverRelayState>>();
  private readonly reader: DataLoader<string, DriverRelayState>;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    // No cache of its own: the entries above are the cache, with their invalidation.
    this.reader = new DataLoader(
      async (driverIds) => {
        const rows = new Map((await relayStatesOf(db, driverIds)).map((row) => [row.driverId, row]));
        return driverIds.map((id) => ({ online: rows.get(id)?.online ?? false, customerId: rows.get(id)?.customerId ?? null }));
      },
      { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (run) => setTimeout(run, BATCH_WINDOW_MS) },
    );
  }

  async get(driverId: string): Promise<DriverRelayState> {
    const entry = this.entries.get(driverId);
    if (entry && this.now() - entry.loadedAt < MAX_AGE_MS) return entry.state;
    let pending = this.loading.get(driverId);
    if (!pending) {
      pending = this.load(driverId).finally(() => this.loading.delete(driverId));
      this.loading.set(driverId, pending);
    }
    return pending;
  }

  invalidate(driverId: string): void {
    this.entries.delete(driverId);
    this.loading.delete(driverId);
    this.generations.set(driverId, (this.generations.get(driverId) ?? 0) + 1);
  }

  /** Bus listener: cheap for location frames (a prefix test), parses only ride events. */
  onBusEvent(event: BusEvent): void {
    if (event.kind === 'presence') return this.invalidate(event.driverId);
    if (event.kind === 'end-sessions') return;
    // Invalidations from other instances may have been lost while the bus was down: forget everything.
    if (event.kind === 'resync') {
      for (const driverId of new Set([...this.entries.keys(), ...this.loading.keys()])) this.invalidate(driverId);
      return;
    }
    if (!RIDE_EVENT.test(event.payload.slice(0, 40))) return;
    try {
      const { data } = JSON.parse(event.payload) as { data?: { ride?: { acceptedDriverId?: string | null }; driverId?: string } };
      // `driver_status` names the driver itself: the one a reassigned ride was taken from is named by nothing else.
      const driverId = data?.ride?.acceptedDriverId ?? data?.driverId;
      if (driverId) this.invalidate(driverId);
    } catch {
      // Not ours to report: the hub logs frames it cannot deliver.
    }
  }

  private async load(driverId: string): Promise<DriverRelayState> {
    const generation = this.generations.get(driverId) ?? 0;
    const state = await this.reader.load(driverId);
    if ((this.generations.get(driverId) ?? 0) === generation) {
      this.entries.set(driverId, { state, loadedAt: this.now() });
    }
    return state;
  }
}
