import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { drivers } from '../../db/schema';
import { notFound } from '../../http/errors';
import { endSession, sessionOf, startSession } from '../auth/session-cookies';
import { sendCodeBodySchema, verifyCodeBodySchema } from '../otp/otp-schemas';
import { toDriverDto } from './driver-dto';
import { loadSignedInDriver } from './driver-session';
import type { DriverStatusService } from './driver-status.service';

export const NOT_A_DRIVER =
  'Questo numero non è registrato come taxista. Contatta la centrale per essere abilitato.';

/**
 * Drivers sign in with the phone number the office registered (DESIGN §1). Unlike customers, an
 * unknown number gets no SMS: a code would open nothing, and texting strangers costs money.
 */
export const driverAuthRoutes: FastifyPluginAsyncZod<{ status: DriverStatusService }> = async (app, { status }) => {
  const verification = app.phoneVerification;
  const findActiveByPhone = async (phoneNumber: string) =>
    (
      await app.db
        .select()
        .from(drivers)
        .where(and(eq(drivers.phoneNumber, phoneNumber), isNull(drivers.deletedAt)))
        .limit(1)
    )[0];

  app.post('/api/drivers/verify-phone', { schema: { body: sendCodeBodySchema } }, async (request) => {
    const { phoneNumber } = request.body;
    if (!(await findActiveByPhone(phoneNumber))) {
      await verification.chargeAddress(request.ip);
      throw notFound(NOT_A_DRIVER, 'driver_not_registered');
    }
    const { resendAfterSeconds } = await verification.sendCode(phoneNumber, 'driver', request.ip);
    return { sent: true, phoneNumber, resendAfterSeconds };
  });

  app.post('/api/drivers/verify-code', { schema: { body: verifyCodeBodySchema } }, async (request, reply) => {
    const { phoneNumber, code } = request.body;
    await verification.verifyCode(phoneNumber, 'driver', code);
    // The office may have deleted the driver between the SMS and the code.
    const driver = await findActiveByPhone(phoneNumber);
    if (!driver) throw notFound(NOT_A_DRIVER, 'driver_not_registered');
    await startSession(request, reply, { role: 'driver', driverId: driver.id });
    return { driver: toDriverDto(driver) };
  });

  app.get('/api/drivers/me', async (request) => ({ driver: toDriverDto(await loadSignedInDriver(request)) }));

  /**
   * The page's "who am I" on load: always 200, `driver: null` when signed out, so that an expected
   * signed-out state is not a failed request in the browser console (ADR 041).
   */
  app.get('/api/drivers/session', async (request) => {
    const session = await sessionOf(request, 'driver');
    if (session?.principal.role !== 'driver') return { driver: null };
    const [row] = await app.db
      .select()
      .from(drivers)
      .where(and(eq(drivers.id, session.principal.driverId), isNull(drivers.deletedAt)))
      .limit(1);
    return { driver: row ? toDriverDto(row) : null };
  });

  app.post('/api/drivers/logout', async (request, reply) => {
    const session = await sessionOf(request, 'driver');
    if (session?.principal.role === 'driver') await status.goOfflineOnSignOut(session.principal.driverId);
    await endSession(request, reply, 'driver');
    return { signedOut: true };
  });
};
