/** Room names of the live channel (design §5). */
export const rooms = {
  customer: (customerId: string) => `customer:${customerId}`,
  driver: (driverId: string) => `driver:${driverId}`,
  driversOnline: 'drivers-online',
  admins: 'admins',
} as const;

/** Whom a room's frames are for: the reading of the names above, for what follows a frame elsewhere (push). */
export type RoomOwner =
  | { kind: 'customer'; id: string }
  | { kind: 'driver'; id: string }
  | { kind: 'online-drivers' }
  | { kind: 'admins' };

export function roomOwner(room: string): RoomOwner | null {
  if (room === rooms.driversOnline) return { kind: 'online-drivers' };
  if (room === rooms.admins) return { kind: 'admins' };
  const [prefix, id] = room.split(/:(.*)/s, 2);
  if (!id) return null;
  if (prefix === 'customer') return { kind: 'customer', id };
  if (prefix === 'driver') return { kind: 'driver', id };
  return null;
}
