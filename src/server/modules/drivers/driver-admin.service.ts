import { and, asc, eq, isNull, ne, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DriverInput } from '../../../shared/admin.schemas';
import type { Driver } from '../../../shared/drivers.schemas';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { drivers, rides } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { toDriverDto } from './driver.dto';

const PHONE_TAKEN = 'Questo numero di telefono è già registrato per un altro taxista';
const DRIVER_NOT_FOUND = 'Taxista non trovato';
const DRIVER_ON_A_RIDE = 'Il taxista ha una corsa in corso: potrai eliminarlo quando sarà completata o annullata';
const PHONE_UNIQUE_INDEX = 'drivers_phone_active_uq';

/**
 * The office's driver register. Deleting is a soft delete (ADR 012): rides and ratings keep pointing
 * at the row, the phone number becomes free for a new driver, and the driver is signed out everywhere.
 */
export class DriverAdminService {
  constructor(private readonly app: FastifyInstance) {}

  async list(): Promise<Driver[]> {
    const rows = await this.app.db
      .select()
      .from(drivers)
      .where(isNull(drivers.deletedAt))
      .orderBy(asc(drivers.name), asc(drivers.id));
    return rows.map(toDriverDto);
  }

  async create(input: DriverInput): Promise<Driver> {
    await this.assertPhoneFree(input.phoneNumber);
    const now = this.app.clock.now();
    const [row] = await this.guardPhoneRace(() =>
      this.app.db
        .insert(drivers)
        .values({ ...input, createdAt: now, updatedAt: now })
        .returning(),
    );
    const driver = toDriverDto(row!);
    await this.app.live.publish(rooms.admins, 'driver_added', { driver });
    await this.app.live.publish(rooms.admins, 'stats_update', {});
    return driver;
  }

  async update(id: string, input: DriverInput): Promise<Driver> {
    if (!isUuid(id)) throw notFound(DRIVER_NOT_FOUND);
    await this.assertPhoneFree(input.phoneNumber, id);
    const [row] = await this.guardPhoneRace(() =>
      this.app.db
        .update(drivers)
        .set({ ...input, updatedAt: this.app.clock.now() })
        .where(and(eq(drivers.id, id), isNull(drivers.deletedAt)))
        .returning(),
    );
    if (!row) throw notFound(DRIVER_NOT_FOUND);
    const driver = toDriverDto(row);
    await this.app.live.publish(rooms.admins, 'driver_updated', { driver });
    await this.app.live.publish(rooms.admins, 'stats_update', {});
    return driver;
  }

  async remove(id: string): Promise<void> {
    if (!isUuid(id)) throw notFound(DRIVER_NOT_FOUND);
    const now = this.app.clock.now();
    const [row] = await this.app.db
      .update(drivers)
      .set({ deletedAt: now, updatedAt: now, isAvailable: false })
      .where(
        and(
          eq(drivers.id, id),
          isNull(drivers.deletedAt),
          // A customer is waiting for this driver: the ride must end (completed or cancelled) first.
          notExists(
            this.app.db
              .select({ id: rides.id })
              .from(rides)
              .where(and(eq(rides.acceptedDriverId, id), eq(rides.status, 'accepted'))),
          ),
        ),
      )
      .returning({ id: drivers.id });
    if (!row) {
      const [existing] = await this.app.db
        .select({ id: drivers.id })
        .from(drivers)
        .where(and(eq(drivers.id, id), isNull(drivers.deletedAt)))
        .limit(1);
      throw existing ? conflict(DRIVER_ON_A_RIDE, 'driver_on_ride') : notFound(DRIVER_NOT_FOUND);
    }
    const tokenHashes = await this.app.sessions.destroyDriverSessions(id);
    await this.app.live.endSessions(tokenHashes);
    await this.app.live.setDriverPresence(id, false);
    await this.app.live.publish(rooms.admins, 'driver_deleted', { driverId: id });
    await this.app.live.publish(rooms.admins, 'stats_update', {});
  }

  /** The friendly check; the partial unique index still decides when two requests race. */
  private async assertPhoneFree(phoneNumber: string, exceptId?: string): Promise<void> {
    const [taken] = await this.app.db
      .select({ id: drivers.id })
      .from(drivers)
      .where(
        and(
          eq(drivers.phoneNumber, phoneNumber),
          isNull(drivers.deletedAt),
          ...(exceptId ? [ne(drivers.id, exceptId)] : []),
        ),
      )
      .limit(1);
    if (taken) throw conflict(PHONE_TAKEN, 'phone_taken');
  }

  private async guardPhoneRace<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err, PHONE_UNIQUE_INDEX)) throw conflict(PHONE_TAKEN, 'phone_taken');
      throw err;
    }
  }
}
