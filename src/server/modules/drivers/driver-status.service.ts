import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Driver } from '../../../shared/drivers.schemas';
import { drivers, rides } from '../../db/schema';
import { conflict, unauthorized } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { toDriverDto } from './driver.dto';

export const OFFLINE_WITH_ACTIVE_RIDE =
  'Non puoi andare offline con una corsa in corso: completala o annullala prima.';

const hasAcceptedRide = sql`exists (select 1 from ${rides} where ${rides.acceptedDriverId} = ${drivers.id} and ${rides.status} = 'accepted')`;

/**
 * Online/offline (SPEC §4 "Driver status"). The database is the truth; the live rooms follow it on
 * every instance through `setDriverPresence`, and the office's counters are told to refresh.
 */
export class DriverStatusService {
  constructor(
    private readonly app: FastifyInstance,
    private readonly onChange: (driverId: string) => void,
  ) {}

  async setAvailability(driverId: string, isAvailable: boolean): Promise<Driver> {
    const now = this.app.clock.now();
    // Going offline and "no accepted ride" are checked in the same statement, so a bid won a moment
    // earlier cannot slip between the check and the write.
    const [row] = await this.app.db
      .update(drivers)
      .set({ isAvailable, updatedAt: now })
      .where(and(eq(drivers.id, driverId), isNull(drivers.deletedAt), ...(isAvailable ? [] : [sql`not ${hasAcceptedRide}`])))
      .returning();
    if (!row) {
      const [exists] = await this.app.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.id, driverId), isNull(drivers.deletedAt)))
        .limit(1);
      if (!exists) throw unauthorized('Accesso richiesto');
      throw conflict(OFFLINE_WITH_ACTIVE_RIDE, 'active_ride');
    }
    const driver = toDriverDto(row);
    await this.announce(driver);
    return driver;
  }

  /** Signing out takes the driver off the list of available taxis, unless a ride is still under way. */
  async goOfflineOnSignOut(driverId: string): Promise<void> {
    const [row] = await this.app.db
      .update(drivers)
      .set({ isAvailable: false, updatedAt: this.app.clock.now() })
      .where(and(eq(drivers.id, driverId), eq(drivers.isAvailable, true), sql`not ${hasAcceptedRide}`))
      .returning();
    if (row) await this.announce(toDriverDto(row));
  }

  private async announce(driver: Driver): Promise<void> {
    this.onChange(driver.id);
    await this.app.live.setDriverPresence(driver.id, driver.isAvailable);
    await this.app.live.publish(rooms.admins, 'driver_updated', { driver });
    await this.app.live.publish(rooms.admins, 'stats_update', {});
  }
}
