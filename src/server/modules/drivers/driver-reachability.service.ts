import type { FastifyInstance } from 'fastify';
import { rooms } from '../../live/rooms';
import { findRideUnderWayFor } from '../rides/rides.queries';
import { driversLostBetween, markDriverSocketLost, markDriverSocketsBack } from './drivers.queries';

/*
 * design §10 reachability. The hub says when a driver's last socket on this instance closed and, at every
 * heartbeat, which drivers have one (so that a socket on another instance clears what this one marked). A driver
 * online whose socket has been gone `DRIVER_UNREACHABLE_SECONDS` is `unreachable` on the fleet and offered nothing
 * (the dispatcher's candidates leave him out, drivers.conditions `driverReachableAt`).
 */

export async function driverSocketLost(app: FastifyInstance, driverId: string): Promise<void> {
  await markDriverSocketLost(app.db, driverId, app.clock.now());
}

/** Drivers with a live socket: those that were shown unreachable are shown as they are again. */
export async function driverSocketsPresent(app: FastifyInstance, driverIds: readonly string[]): Promise<void> {
  const back = await markDriverSocketsBack(app.db, driverIds);
  const unreachableBefore = app.clock.now().getTime() - app.config.driverUnreachableSeconds * 1000;
  for (const { driverId, lostAt } of back) {
    if (lostAt.getTime() > unreachableBefore) continue;
    const ride = await findRideUnderWayFor(app.db, driverId);
    await app.live.publish(rooms.admins, 'driver_status', { driverId, status: ride ? 'busy' : 'free', rideId: ride?.id ?? null, lastSeenAt: null });
  }
}

/**
 * Tells the office of the drivers who became unreachable since the last check (`sinceMs` ago): each is announced by
 * the check that sees him cross the line — on every instance, which is harmless (the same status again).
 */
export async function announceUnreachableDrivers(app: FastifyInstance, sinceMs: number): Promise<number> {
  const line = app.clock.now().getTime() - app.config.driverUnreachableSeconds * 1000;
  const crossed = await driversLostBetween(app.db, new Date(line - sinceMs), new Date(line));
  for (const { driverId, lostAt } of crossed) {
    const ride = await findRideUnderWayFor(app.db, driverId);
    await app.live.publish(rooms.admins, 'driver_status', { driverId, status: 'unreachable', rideId: ride?.id ?? null, lastSeenAt: lostAt.toISOString() });
  }
  return crossed.length;
}
