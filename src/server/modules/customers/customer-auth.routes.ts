import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customers } from '../../db/schema';
import { endSession, requireRole, startSession } from '../auth/session-cookies.service';
import { sendCodeBodySchema, verifyCodeBodySchema } from '../../../shared/auth.schemas';

/**
 * A customer is a verified phone number: the SMS code creates (or finds) the customer and opens their
 * session. The answers are the same whether the number was known or not.
 */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const verification = app.phoneVerification;
  app.post('/api/customers/verify-phone', { schema: { body: sendCodeBodySchema } }, async (request) => {
    const { resendAfterSeconds } = await verification.sendCode(request.body.phoneNumber, 'customer', request.ip);
    return { sent: true, phoneNumber: request.body.phoneNumber, resendAfterSeconds };
  });

  app.post('/api/customers/verify-code', { schema: { body: verifyCodeBodySchema } }, async (request, reply) => {
    const { phoneNumber, code } = request.body;
    await verification.verifyCode(phoneNumber, 'customer', code);
    const [created] = await app.db.insert(customers).values({ phoneNumber }).onConflictDoNothing().returning();
    const customer =
      created ?? (await app.db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber)).limit(1))[0];
    if (!customer) throw new Error('customer vanished after upsert');
    await startSession(request, reply, { role: 'customer', customerId: customer.id });
    return { customerId: customer.id, phoneNumber: customer.phoneNumber };
  });

  app.get('/api/customers/me', async (request) => {
    const { customerId } = await requireRole(request, 'customer');
    const [customer] = await app.db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
    if (!customer) throw new Error('session of a missing customer');
    return { customerId: customer.id, phoneNumber: customer.phoneNumber };
  });

  /** 'Cambia' on the verified-phone banner: the next booking needs a new verification. */
  app.post('/api/customers/logout', async (request, reply) => {
    await endSession(request, reply, 'customer');
    return { signedOut: true };
  });
};
