import { z } from 'zod';
import type { FleetStatus, RideAlert } from './console.schemas';
import { USER_TYPES } from './domain';
import type { Driver } from './drivers.schemas';
import { type AcceptedDriver, type DriverPosition, driverPositionSchema, type Ride } from './rides.schemas';

/**
 * The one message map of the live channel (spec §7, design §5/§8). Every frame is JSON `{type, data}`.
 * Client → server frames are validated with these schemas; server → client frames are typed by
 * `ServerMessages` so sender and receiver cannot drift apart.
 */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('identify'),
    data: z.object({ userType: z.enum(USER_TYPES), userId: z.string().max(100).optional() }),
  }),
  z.object({
    type: z.literal('update_location'),
    data: driverPositionSchema,
  }),
  z.object({ type: z.literal('driver_online'), data: z.object({ driverId: z.string().max(100) }) }),
  z.object({ type: z.literal('driver_offline'), data: z.object({ driverId: z.string().max(100) }) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export interface ServerMessages {
  /** Answer to `identify`: the identity the server took from the session cookie. */
  identified: { userType: 'customer' | 'driver' | 'admin'; userId: string };
  error: { error: string };
  new_ride_request: Ride;
  ride_accepted: { ride: Ride; driver: AcceptedDriver; estimatedArrival: number };
  /** To online drivers: drop this request's card. `expired`: nobody took it in time (shown a moment as such). */
  ride_taken: { rideId: string; reason?: 'expired' };
  ride_expired: { ride: Ride };
  ride_cancelled: { ride: Ride; reason: string | null; cancelledBy: 'customer' | 'driver' | 'admin' };
  ride_completed: { ride: Ride };
  /**
   * To the customer: their driver gave the ride back and it is being dispatched again (design §4). The page follows
   * `ride_updated`; this one is for the closed page's notification.
   */
  ride_dropped: { ride: Ride; reason: string | null };
  /** Every status change of a ride, to its customer, its driver and the office (design §8). */
  ride_updated: { ride: Ride };
  /** The driver said 'Sono arrivato' (customer; also the trigger for push and SMS). */
  ride_arrived: { ride: Ride; driver: AcceptedDriver };
  driver_location_update: DriverPosition;
  stats_update: Record<string, never>;
  driver_added: { driver: Driver };
  driver_updated: { driver: Driver };
  driver_deleted: { driverId: string };
  /**
   * design §13: the server's link to the other instances was down and is back; events sent meanwhile
   * never arrived, so the page re-reads its state as after a reconnect.
   */
  resync: Record<string, never>;
  /**
   * design §11 `nearest` dispatch: the ride is offered to this driver alone until `offerExpiresAt` (to that
   * driver's room); `pickupDistanceKm` from where the driver was when it was offered.
   */
  ride_offer: { ride: Ride; offerExpiresAt: string; pickupDistanceKm: number | null };
  /** The offer ended without this driver (refused, timed out, taken by the office, cancelled): drop its card. */
  ride_offer_withdrawn: { rideId: string };
  /** design §10: the office gave this ride to this driver (the driver's room): it is their active ride at once. */
  ride_assigned: { ride: Ride };
  /** design §8: a driver went on or off line or took or ended a ride (office): the fleet map and list follow. */
  /** `lastSeenAt`: when an unreachable driver's socket went (design §10); null once it is back. */
  driver_status: { driverId: string; status: FleetStatus; rideId: string | null; lastSeenAt?: string | null };
  /** design §10: something on the road needs the office (office). */
  ride_alert: { alert: RideAlert };
  /** The alert was handled (by an operator, or by the ride's own change): it leaves every console. */
  ride_alert_handled: { alertId: string };
}
export type ServerMessageType = keyof ServerMessages;
export type ServerMessage = {
  [K in ServerMessageType]: { type: K; data: ServerMessages[K] };
}[ServerMessageType];
