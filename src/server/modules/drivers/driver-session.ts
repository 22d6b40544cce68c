import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { drivers } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';
import { requireRole } from '../auth/session-cookies.service';
import type { DriverRow } from './driver.dto';

/**
 * Driver endpoints take the driver from the session (DESIGN §1). A path id that is not the session's
 * driver is refused with 403 before anything is read, so ids of other drivers reveal nothing.
 */
export async function requireSelf(request: FastifyRequest, pathDriverId: string): Promise<string> {
  const { driverId } = await requireRole(request, 'driver');
  if (pathDriverId !== driverId) throw forbidden('Puoi operare solo sul tuo profilo di taxista');
  return driverId;
}

/** The session's driver row; a driver deleted by the office is no longer signed in. */
export async function loadSignedInDriver(request: FastifyRequest): Promise<DriverRow> {
  const { driverId } = await requireRole(request, 'driver');
  const [row] = await request.server.db
    .select()
    .from(drivers)
    .where(and(eq(drivers.id, driverId), isNull(drivers.deletedAt)))
    .limit(1);
  if (!row) throw unauthorized('Accesso richiesto');
  return row;
}
