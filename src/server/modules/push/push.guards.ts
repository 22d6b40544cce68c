import type { FastifyRequest } from 'fastify';
import type { PushRole } from '../../../shared/push.schemas';
import { unauthorized } from '../../http/errors';
import { defineGuard } from '../auth/auth.guards';
import { principalOf } from '../auth/session-cookies.service';
import type { PushOwner } from './push.queries';

/**
 * The person a push subscription is for: the role the body (or the query) names, else the customer, else the driver signed in
 * on this browser (a browser may hold both sessions; the page says which it is).
 */
export async function pushOwnerOf(request: FastifyRequest): Promise<PushOwner | null> {
  const named = ((request.body ?? request.query) as { role?: PushRole } | undefined)?.role;
  if (named !== 'driver') {
    const customer = await principalOf(request, 'customer');
    if (customer) return { role: 'customer', customerId: customer.customerId };
    if (named === 'customer') return null;
  }
  const driver = await principalOf(request, 'driver');
  return driver ? { role: 'driver', driverId: driver.driverId } : null;
}

/** A signed-in customer or driver (design §12): only people rides are about get notifications. */
export const requirePushOwner = defineGuard(async (request) => {
  if (!(await pushOwnerOf(request))) throw unauthorized();
});
