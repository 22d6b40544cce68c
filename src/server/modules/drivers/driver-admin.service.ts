import type { FastifyInstance } from 'fastify';
import type { DriverInput } from '../../../shared/admin.schemas';
import type { Driver, OfficeDriver } from '../../../shared/drivers.schemas';
import { isUniqueViolation } from '../../db/errors';
import { isUuid } from '../../db/ids';
import { conflict, notFound } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { destroyDriverSessions } from '../auth/session.service';
import { exclusionCountsByDriver } from '../customers/excluded-drivers.queries';
import { toDriverDto } from './driver.dto';
import {
  deleteDriverWithoutRideUnderWay,
  findActiveDriver,
  insertDriver,
  isPhoneTaken,
  listActiveDrivers,
  updateActiveDriver,
} from './drivers.queries';
import { serverText } from '../../i18n/server-text';

const PHONE_TAKEN = serverText('drivers.phoneTaken');
const DRIVER_NOT_FOUND = serverText('drivers.notFound');
const DRIVER_ON_A_RIDE = serverText('drivers.onARide');
const PHONE_UNIQUE_INDEX = 'drivers_phone_active_uq';

/*
 * The office's driver register. Deleting is a soft delete (ADR 012): rides and ratings keep pointing at
 * the row, the phone number becomes free for a new driver, and the driver is signed out everywhere.
 */

/** The register, each driver with how many customers left them out (design §14: a count, never who). */
export async function listDrivers(app: FastifyInstance): Promise<OfficeDriver[]> {
  const [rows, excluded] = await Promise.all([listActiveDrivers(app.db), exclusionCountsByDriver(app.db)]);
  return rows.map((row) => ({ ...toDriverDto(row), excludedByCustomers: excluded.get(row.id) ?? 0 }));
}

export async function registerDriver(app: FastifyInstance, input: DriverInput): Promise<Driver> {
  await assertPhoneFree(app, input.phoneNumber);
  const driver = toDriverDto(await guardPhoneRace(() => insertDriver(app.db, input, app.clock.now())));
  await app.live.publishAll([
    [rooms.admins, 'driver_added', { driver }],
    [rooms.admins, 'stats_update', {}],
  ]);
  return driver;
}

export async function updateDriver(app: FastifyInstance, id: string, input: DriverInput): Promise<Driver> {
  if (!isUuid(id)) throw notFound(DRIVER_NOT_FOUND);
  await assertPhoneFree(app, input.phoneNumber, id);
  const row = await guardPhoneRace(() => updateActiveDriver(app.db, id, input, app.clock.now()));
  if (!row) throw notFound(DRIVER_NOT_FOUND);
  const driver = toDriverDto(row);
  await app.live.publishAll([
    [rooms.admins, 'driver_updated', { driver }],
    [rooms.admins, 'stats_update', {}],
  ]);
  return driver;
}

/** Refused while a customer is waiting for this driver: the ride must end (completed or cancelled) first. */
export async function deleteDriver(app: FastifyInstance, id: string): Promise<void> {
  if (!(await deleteDriverWithoutRideUnderWay(app.db, id, app.clock.now()))) {
    throw (await findActiveDriver(app.db, id)) ? conflict(DRIVER_ON_A_RIDE, 'driver_on_ride') : notFound(DRIVER_NOT_FOUND);
  }
  await destroyDriverSessions(app, id);
  await app.live.setDriverPresence(id, false);
  await app.live.publishAll([
    [rooms.admins, 'driver_deleted', { driverId: id }],
    [rooms.admins, 'stats_update', {}],
  ]);
}

/** The friendly check; the partial unique index still decides when two requests race. */
async function assertPhoneFree(app: FastifyInstance, phoneNumber: string, exceptId?: string): Promise<void> {
  if (await isPhoneTaken(app.db, phoneNumber, exceptId)) throw conflict(PHONE_TAKEN, 'phone_taken');
}

async function guardPhoneRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, PHONE_UNIQUE_INDEX)) throw conflict(PHONE_TAKEN, 'phone_taken');
    throw err;
  }
}
