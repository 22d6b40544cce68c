import type { FastifyInstance } from 'fastify';
import type { Driver } from '../../../shared/drivers.schemas';
import { conflict, unauthorized } from '../../http/errors';
import { rooms } from '../../live/rooms';
import { toDriverDto } from './driver.dto';
import { findRideUnderWayFor } from '../rides/rides.queries';
import { findActiveDriver, setDriverAvailability, takeOfflineUnlessRideUnderWay } from './drivers.queries';
import { serverText } from '../../i18n/server-text';

export const OFFLINE_WITH_ACTIVE_RIDE = 'Non puoi andare offline con una corsa in corso: completala o annullala prima.';

/*
 * Online/offline (spec §4 "Driver status"). The database is the truth; the live rooms follow it on every
 * instance through `setDriverPresence`, and the office's counters are told to refresh.
 */

export async function setAvailability(app: FastifyInstance, driverId: string, isAvailable: boolean): Promise<Driver> {
  const row = await setDriverAvailability(app.db, driverId, isAvailable, app.clock.now());
  if (!row) {
    if (!(await findActiveDriver(app.db, driverId))) throw unauthorized();
    throw conflict(serverText('drivers.offlineWithActiveRide'), 'active_ride');
  }
  const driver = toDriverDto(row);
  await announce(app, driver);
  return driver;
}

/** Signing out takes the driver off the list of available taxis, unless a ride is still under way. */
export async function goOfflineOnSignOut(app: FastifyInstance, driverId: string): Promise<void> {
  const row = await takeOfflineUnlessRideUnderWay(app.db, driverId, app.clock.now());
  if (row) await announce(app, toDriverDto(row));
}

async function announce(app: FastifyInstance, driver: Driver): Promise<void> {
  app.driverRideCache.invalidate(driver.id);
  await app.live.setDriverPresence(driver.id, driver.isAvailable);
  // Going offline is refused with a ride under way; back online (or online again) may find one (design §8 fleet).
  const ride = driver.isAvailable ? await findRideUnderWayFor(app.db, driver.id) : null;
  const status = !driver.isAvailable ? 'offline' : ride ? 'busy' : 'free';
  await app.live.publishAll([
    [rooms.admins, 'driver_updated', { driver }],
    [rooms.admins, 'driver_status', { driverId: driver.id, status, rideId: ride?.id ?? null }],
    [rooms.admins, 'stats_update', {}],
  ]);
}
