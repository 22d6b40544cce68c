import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCodeBodySchema, sendCodeResponseSchema, signedOutSchema, verifyCodeBodySchema } from '../../../shared/auth.schemas';
import { errorResponses } from '../../../shared/common.schemas';
import { driverResponseSchema, driverSessionStateSchema } from '../../../shared/drivers.schemas';
import { notFound, unauthorized } from '../../http/errors';
import { anyone, requireRole } from '../auth/auth.guards';
import { endSession, principalOf, startSession } from '../auth/session-cookies.service';
import { chargeAddress, sendCode, verifyCode } from '../otp/phone-verification.service';
import { toDriverDto } from './driver.dto';
import { goOfflineOnSignOut } from './driver-status.service';
import { type DriverRow, findActiveDriver, findActiveDriverByPhone, rememberDriverLanguage } from './drivers.queries';
import { serverText } from '../../i18n/server-text';
import { requestLanguage } from '../../http/request-language';

/** The driver of the request's session, unless the office has deleted them since. */
async function sessionDriver(request: FastifyRequest): Promise<DriverRow | null> {
  const signedInAs = await principalOf(request, 'driver');
  return signedInAs && findActiveDriver(request.server.db, signedInAs.driverId);
}

export const NOT_A_DRIVER = 'Questo numero non è registrato come taxista. Contatta la centrale per essere abilitato.';

/**
 * Drivers sign in with the phone number the office registered (design §1). Unlike customers, an
 * unknown number gets no SMS: a code would open nothing, and texting strangers costs money.
 */
export const driverAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/drivers/verify-phone',
    {
      preHandler: anyone,
      schema: { body: sendCodeBodySchema, response: { 200: sendCodeResponseSchema, ...errorResponses(400, 404, 429, 503) } },
    },
    async (request) => {
      const { phoneNumber } = request.body;
      if (!(await findActiveDriverByPhone(app.db, phoneNumber))) {
        await chargeAddress(app, request.ip);
        throw notFound(serverText('drivers.notADriver'), 'driver_not_registered');
      }
      const { resendAfterSeconds } = await sendCode(app, phoneNumber, 'driver', request.ip, requestLanguage(request));
      return { sent: true as const, phoneNumber, resendAfterSeconds };
    },
  );

  app.post(
    '/api/drivers/verify-code',
    {
      preHandler: anyone,
      schema: { body: verifyCodeBodySchema, response: { 200: driverResponseSchema, ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const { phoneNumber, code } = request.body;
      await verifyCode(app, phoneNumber, 'driver', code);
      // The office may have deleted the driver between the SMS and the code.
      const driver = await findActiveDriverByPhone(app.db, phoneNumber);
      if (!driver) throw notFound(serverText('drivers.notADriver'), 'driver_not_registered');
      await rememberDriverLanguage(app.db, driver.id, requestLanguage(request));
      await startSession(request, reply, { role: 'driver', driverId: driver.id });
      return { driver: toDriverDto(driver) };
    },
  );

  app.get(
    '/api/drivers/me',
    { preHandler: requireRole('driver'), schema: { response: { 200: driverResponseSchema, ...errorResponses(401) } } },
    async (request) => {
      // A driver deleted by the office is no longer signed in.
      const driver = await sessionDriver(request);
      if (!driver) throw unauthorized();
      return { driver: toDriverDto(driver) };
    },
  );

  /**
   * The page's "who am I" on load: always 200, `driver: null` when signed out, so that an expected
   * signed-out state is not a failed request in the browser console (ADR 041).
   */
  app.get('/api/drivers/session', { preHandler: anyone, schema: { response: { 200: driverSessionStateSchema } } }, async (request) => {
    const driver = await sessionDriver(request);
    return { driver: driver ? toDriverDto(driver) : null };
  });

  app.post(
    '/api/drivers/logout',
    { preHandler: anyone, schema: { response: { 200: signedOutSchema } } },
    async (request, reply) => {
      const signedInAs = await principalOf(request, 'driver');
      // Signing out takes the driver off the list of available taxis, unless a ride is under way.
      if (signedInAs) await goOfflineOnSignOut(app, signedInAs.driverId);
      await endSession(request, reply, 'driver');
      return { signedOut: true as const };
    },
  );
};
