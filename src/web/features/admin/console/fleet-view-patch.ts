import type { Bbox, FleetCounts, FleetStatus, FleetView } from '@shared/console.schemas';
import type { DriverPosition } from '@shared/rides.schemas';
import type { ServerMessages } from '@shared/live';

export type TimedPosition = DriverPosition & { at: string };
type StatusMessage = ServerMessages['driver_status'];

/** What a live message did to a cached view, and whether the view must be read again for the rest. */
export interface Patched {
  view: FleetView;
  /** Something the message cannot say: a taxi that came into the view, a new ride's destination, the counts of a taxi never seen. */
  readAgain: boolean;
}

const inside = (box: Bbox, p: { latitude: number; longitude: number }) =>
  p.latitude >= box.south && p.latitude <= box.north && p.longitude >= box.west && p.longitude <= box.east;

/**
 * Positions written onto the taxis of a view (ADR 252). A taxi the view does not hold whose position falls inside
 * it has just come into sight: the view is read again for its details. A view drawn as clusters is left as it is
 * (a taxi moving a few metres does not change a cluster worth redrawing).
 */
export function withPositions(view: FleetView, box: Bbox | null, batch: ReadonlyMap<string, TimedPosition>): Patched {
  if (view.clusters.length > 0) return { view, readAgain: false };
  const known = new Set(view.taxis.map((taxi) => taxi.driverId));
  const readAgain = box !== null && [...batch.values()].some((p) => !known.has(p.driverId) && inside(box, p));
  const taxis = view.taxis.map((taxi) => {
    const p = batch.get(taxi.driverId);
    return p ? { ...taxi, latitude: p.latitude, longitude: p.longitude, simulated: p.simulated ?? false, locationUpdatedAt: p.at } : taxi;
  });
  return { view: { ...view, taxis }, readAgain };
}

const counted = (status: FleetStatus): status is keyof FleetCounts => status !== 'offline';

/**
 * A driver's new status written onto a view: the taxi's marker and the whole fleet's counts. A taxi the view does not
 * hold (elsewhere on the map, or inside a cluster), a new ride (its destination comes with the fleet's answer) and a
 * taxi entering or leaving 'unreachable' (the list under the map) need the view read again.
 */
export function withStatus(view: FleetView, message: StatusMessage): Patched {
  const { driverId, status, rideId, lastSeenAt } = message;
  const known = view.taxis.find((taxi) => taxi.driverId === driverId);
  if (!known) return { view, readAgain: true };
  const counts = { ...view.counts };
  if (counted(known.status)) counts[known.status] = Math.max(0, counts[known.status] - 1);
  if (counted(status)) counts[status] += 1;
  const taxis = view.taxis.map((taxi) =>
    taxi.driverId === driverId ? { ...taxi, status, rideId, destination: rideId ? taxi.destination : null, lastSeenAt: lastSeenAt ?? null } : taxi,
  );
  const readAgain = (rideId !== null && rideId !== known.rideId) || (status === 'unreachable') !== (known.status === 'unreachable');
  return { view: { ...view, taxis, counts }, readAgain };
}
