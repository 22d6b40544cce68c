import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customers } from '../../db/schema';
import { sessionOf } from '../auth/session-cookies.service';

/**
 * The booking page's "who am I" on load: always 200, `customer: null` when no phone is verified, so
 * the expected signed-out state is not a failed request in the browser console (as the drivers' page).
 */
export const customerSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/customers/session', async (request) => {
    const session = await sessionOf(request, 'customer');
    if (session?.principal.role !== 'customer') return { customer: null };
    const [row] = await app.db.select().from(customers).where(eq(customers.id, session.principal.customerId)).limit(1);
    return { customer: row ? { customerId: row.id, phoneNumber: row.phoneNumber } : null };
  });
};
