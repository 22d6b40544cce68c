import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerSessionSchema,
  customerSessionStateSchema,
  sendCodeBodySchema,
  sendCodeResponseSchema,
  signedOutSchema,
  verifyCodeBodySchema,
} from '../../../shared/auth.schemas';
import { errorResponses } from '../../../shared/common.schemas';
import { anyone, requireRole } from '../auth/auth.guards';
import { endSession, principalOf, startSession } from '../auth/session-cookies.service';
import { sendCode, verifyCode } from '../otp/phone-verification.service';
import { type CustomerRow, findCustomer, findOrCreateCustomer, rememberCustomerLanguage } from './customers.queries';
import { requestLanguage } from '../../http/request-language';

const toSession = (customer: CustomerRow) => ({ customerId: customer.id, phoneNumber: customer.phoneNumber });

/** The customer of the request's session, if it has one. */
async function sessionCustomer(request: FastifyRequest): Promise<CustomerRow | null> {
  const signedInAs = await principalOf(request, 'customer');
  return signedInAs && findCustomer(request.server.db, signedInAs.customerId);
}

/**
 * A customer is a verified phone number: the SMS code creates (or finds) the customer and opens their
 * session. The answers are the same whether the number was known or not.
 */
export const customerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/customers/verify-phone',
    {
      preHandler: anyone,
      schema: { body: sendCodeBodySchema, response: { 200: sendCodeResponseSchema, ...errorResponses(400, 429, 503) } },
    },
    async (request) => {
      const { phoneNumber } = request.body;
      const { resendAfterSeconds } = await sendCode(app, phoneNumber, 'customer', request.ip, requestLanguage(request));
      return { sent: true as const, phoneNumber, resendAfterSeconds };
    },
  );

  app.post(
    '/api/customers/verify-code',
    {
      preHandler: anyone,
      schema: { body: verifyCodeBodySchema, response: { 200: customerSessionSchema, ...errorResponses(400) } },
    },
    async (request, reply) => {
      const { phoneNumber, code } = request.body;
      await verifyCode(app, phoneNumber, 'customer', code);
      const customer = await findOrCreateCustomer(app.db, phoneNumber);
      await rememberCustomerLanguage(app.db, customer.id, requestLanguage(request));
      await startSession(request, reply, { role: 'customer', customerId: customer.id });
      return toSession(customer);
    },
  );

  app.get(
    '/api/customers/me',
    { preHandler: requireRole('customer'), schema: { response: { 200: customerSessionSchema, ...errorResponses(401) } } },
    async (request) => {
      const customer = await sessionCustomer(request);
      if (!customer) throw new Error('session of a missing customer');
      return toSession(customer);
    },
  );

  /**
   * The booking page's "who am I" on load: always 200, `customer: null` when no phone is verified, so
   * the expected signed-out state is not a failed request in the browser console (as the drivers' page).
   */
  app.get('/api/customers/session', { preHandler: anyone, schema: { response: { 200: customerSessionStateSchema } } }, async (request) => {
    const customer = await sessionCustomer(request);
    return { customer: customer ? toSession(customer) : null };
  });

  /** 'Cambia' on the verified-phone banner: the next booking needs a new verification. */
  app.post('/api/customers/logout', { preHandler: anyone, schema: { response: { 200: signedOutSchema } } }, async (request, reply) => {
    await endSession(request, reply, 'customer');
    return { signedOut: true as const };
  });
};
