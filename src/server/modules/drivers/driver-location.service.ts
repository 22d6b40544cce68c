import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DriverPosition } from '../../../shared/rides.schemas';
import { drivers } from '../../db/schema';
import { rooms } from '../../live/rooms';
import type { DriverRideCache } from './driver-ride-cache.service';

/** Positions are written every 5 s in chunks, so a write never holds the (possibly in-process) database long. */
const FLUSH_EVERY_MS = 5_000;
const ROWS_PER_WRITE = 100;

/**
 * `update_location` (SPEC §7, DESIGN §5): accepted only from an online driver, relayed only to the
 * customer of that driver's accepted ride and to the office. Only the latest position is stored, and
 * it is written in batches: a driver sending faster than the flush overwrites their own pending
 * position in memory instead of producing one write per message (ADR 043).
 */
export class DriverLocationRelay {
  private pending = new Map<string, { latitude: number; longitude: number; at: Date }>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly app: FastifyInstance,
    private readonly cache: DriverRideCache,
  ) {}

  async handle(position: DriverPosition): Promise<void> {
    const state = await this.cache.get(position.driverId);
    if (!state.online) return;
    this.pending.set(position.driverId, {
      latitude: position.latitude,
      longitude: position.longitude,
      at: this.app.clock.now(),
    });
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
    const data: DriverPosition = {
      driverId: position.driverId,
      latitude: position.latitude,
      longitude: position.longitude,
    };
    const coalesceKey = `position:${position.driverId}`;
    await this.app.live.publish(rooms.admins, 'driver_location_update', data, { coalesceKey: `${coalesceKey}:office` });
    if (state.customerId) {
      const room = rooms.customer(state.customerId);
      await this.app.live.publish(room, 'driver_location_update', data, { coalesceKey: `${coalesceKey}:${room}` });
    }
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

  private async write(batch: Map<string, { latitude: number; longitude: number; at: Date }>): Promise<void> {
    const entries = [...batch];
    for (let start = 0; start < entries.length; start += ROWS_PER_WRITE) {
      await this.writeRows(entries.slice(start, start + ROWS_PER_WRITE));
      // Lets the relay's messages through between chunks (PGlite runs in this thread).
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async writeRows(entries: Array<[string, { latitude: number; longitude: number; at: Date }]>): Promise<void> {
    const values = sql.join(
      entries.map(
        ([id, p]) => sql`(${id}::uuid, ${p.latitude}::double precision, ${p.longitude}::double precision, ${p.at.toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    await this.app.db.execute(sql`
      update ${drivers} as d
         set last_latitude = v.lat, last_longitude = v.lon, location_updated_at = v.at
        from (values ${values}) as v(id, lat, lon, at)
       where d.id = v.id and d.deleted_at is null`);
  }
}
