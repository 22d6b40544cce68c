import type { FastifyInstance } from 'fastify';
import type { DriverPosition } from '../../../shared/rides.schemas';
import { rooms } from '../../live/rooms';
import { type DriverPositionAt, saveDriverPositions } from './drivers.queries';

type PendingPosition = Omit<DriverPositionAt, 'driverId'>;

/** Positions are written every 5 s in chunks, so a write never holds the (possibly in-process) database long. */
const FLUSH_EVERY_MS = 5_000;
/** Exported for `bench/relay-costs.ts`, which times one such statement. */
export const ROWS_PER_WRITE = 100;

/**
 * `update_location` (spec §7, design §5): accepted only from an online driver, relayed only to the
 * customer of that driver's ride under way and to the office. Only the latest position is stored, and
 * it is written in batches: a driver sending faster than the flush overwrites their own pending
 * position in memory instead of producing one write per message (ADR 043). A simulated position (the phone had
 * no GPS fix) is stored and relayed with its flag, so nobody is shown it as where the taxi is; a real one clears it.
 */
export class DriverLocationRelay {
  private pending = new Map<string, PendingPosition>();
  /** The batch being written: still newer than what the database holds until its write ends. */
  private writing = new Map<string, PendingPosition>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  /** When this instance last wrote (or began writing) each driver's position, by the app's clock. */
  private readonly storedAt = new Map<string, number>();

  constructor(private readonly app: FastifyInstance) {}

  async handle(position: DriverPosition): Promise<void> {
    const state = await this.app.driverRideCache.get(position.driverId);
    if (!state.online) return;
    const simulated = position.simulated ?? false;
    const at = this.app.clock.now();
    this.pending.set(position.driverId, { latitude: position.latitude, longitude: position.longitude, simulated, at });
    // A driver who just came online (or was silent for a while) has no position the dispatch can use yet: theirs
    // is written at once, so the next request is offered to them without waiting for the batch (design §13). "A
    // while" is the dispatch's own limit less the batch's period: a phone reporting every 10 s, as the dashboard's
    // does, stays in the batch. Until 2026-11 it was 10 s, which every such phone crossed on half its messages: at
    // 12,000 taxis, 600 one-row statements a second instead of twelve of a hundred rows (BENCHMARKS #17).
    const last = this.storedAt.get(position.driverId);
    const usableForMs = this.app.config.dispatch.positionMaxAgeSeconds * 1_000 - FLUSH_EVERY_MS;
    const first = last === undefined || at.getTime() - last > usableForMs;
    this.storedAt.set(position.driverId, at.getTime());
    const stored = first ? this.flush() : null;
    if (!first) this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
    const data: DriverPosition = {
      driverId: position.driverId,
      latitude: position.latitude,
      longitude: position.longitude,
      simulated,
    };
    const coalesceKey = `position:${position.driverId}`;
    await this.app.live.publish(rooms.admins, 'driver_location_update', data, { coalesceKey: `${coalesceKey}:office` });
    if (state.customerId) {
      const room = rooms.customer(state.customerId);
      await this.app.live.publish(room, 'driver_location_update', data, { coalesceKey: `${coalesceKey}:${room}` });
    }
    await stored;
  }

  /**
   * The newest position this instance received from the driver and has not stored yet (the office's fleet reads
   * the stored one and this on top of it, ADR 120); undefined when the database already has it.
   */
  unsaved(driverId: string): PendingPosition | undefined {
    return this.pending.get(driverId) ?? this.writing.get(driverId);
  }

  /** The drivers `unsaved` has a position for: the office's map looks for those that moved into its view. */
  unsavedIds(): string[] {
    return [...new Set([...this.pending.keys(), ...this.writing.keys()])];
  }

  /** Writes the pending positions in one statement; also called on shutdown. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    if (batch.size === 0) return this.flushing;
    this.pending = new Map();
    this.flushing = this.flushing.then(() => this.write(batch)).catch((err: unknown) => {
      this.app.log.error({ err }, 'driver positions not saved');
    });
    return this.flushing;
  }

  private async write(batch: Map<string, PendingPosition>): Promise<void> {
    const positions = [...batch].map(([driverId, p]) => ({ driverId, ...p }));
    this.writing = batch;
    try {
      for (let start = 0; start < positions.length; start += ROWS_PER_WRITE) {
        const chunk = positions.slice(start, start + ROWS_PER_WRITE);
        await saveDriverPositions(this.app.db, chunk);
        this.app.metrics.countPositionsSaved(chunk.length);
        // Lets the relay's messages through between chunks (PGlite runs in this thread).
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      this.writing = new Map();
    }
  }
}
