import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PHONE } from '../../../shared/constants';
import { isDatabaseUnavailable } from '../../db/availability';
import { clientKey } from '../../http/client-key';
import { badRequest, HttpError, tooManyRequests } from '../../http/errors';
import { render, serverText } from '../../i18n/server-text';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import {
  consumeCode,
  countCodesSentSince,
  deleteCode,
  findLiveCode,
  insertCode,
  latestCodeSentAt,
  recordWrongCode,
  retireCodes,
  type VerificationPurpose,
} from './phone-verifications.queries';

const CODE_VALIDITY_MS = 10 * 60_000;
const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;
const CODE_EXPIRED = serverText('otp.codeExpired');

const hashCode = (verificationId: string, code: string) => createHash('sha256').update(`${verificationId}:${code}`).digest();

/*
 * SMS one-time codes (design §1): random 6 digits, stored hashed, single use, valid 10 minutes, burnt
 * after 5 wrong tries, resent no sooner than 90 s, at most N sends per phone per hour, M per address (IPv6 by /64)
 * and `SMS_SENDS_PER_HOUR` in all.
 * Phone numbers arrive here already normalised (E.164); the code itself is never logged here.
 */

/**
 * Uses one send of the address's hourly allowance. Every send does; so does a request refused before any code
 * was sent (a number that is not a driver's), so numbers cannot be tried for free.
 */
export async function chargeAddress(app: FastifyInstance, ip: string): Promise<void> {
  await app.throttles.otpSendsPerAddress.consume(clientKey(ip), serverText('otp.networkLimit'));
}

/** Sends a new code and answers how many seconds until another may be asked for. */
export async function sendCode(
  app: FastifyInstance,
  phoneNumber: string,
  purpose: VerificationPurpose,
  ip: string,
  /** The language of the request asking for the code: the SMS speaks it (design §16). */
  language: Language = DEFAULT_LANGUAGE,
): Promise<{ resendAfterSeconds: number }> {
  const now = app.clock.now();
  const latest = await latestCodeSentAt(app.db, phoneNumber, purpose);
  const waitMs = latest ? latest.getTime() + PHONE.resendSeconds * 1000 - now.getTime() : 0;
  if (waitMs > 0) {
    throw tooManyRequests(
      serverText('otp.resendTooSoon', { seconds: Math.ceil(waitMs / 1000) }),
      waitMs / 1000,
      'resend_too_soon',
    );
  }
  const sentLastHour = await countCodesSentSince(app.db, phoneNumber, purpose, new Date(now.getTime() - HOUR_MS));
  if (sentLastHour >= app.config.otpLimits.phoneSendsPerHour) {
    throw tooManyRequests(serverText('otp.phoneLimit'), HOUR_MS / 1000, 'phone_limit');
  }
  await chargeAddress(app, ip);
  // The hour's budget for everyone: a flood from many addresses and numbers stops here, not at the gateway's bill.
  await app.throttles.smsSends.consume('all', serverText('otp.smsBusy'));

  const code = String(randomInt(0, 10 ** PHONE.codeLength)).padStart(PHONE.codeLength, '0');
  const id = crypto.randomUUID();
  await app.db.transaction(async (tx) => {
    await retireCodes(tx, phoneNumber, purpose, now);
    await insertCode(tx, {
      id,
      phoneNumber,
      purpose,
      codeHash: hashCode(id, code).toString('base64url'),
      requestIp: ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_VALIDITY_MS),
    });
  });
  try {
    await app.sms.send(phoneNumber, render(serverText('sms.code', { code }), language));
  } catch (error) {
    // The customer never got this code: retire it and let them ask again at once.
    await deleteCode(app.db, id);
    // The development outbox is a table: losing the database there is the database's outage (503 with Retry-After),
    // not the SMS gateway's.
    if (isDatabaseUnavailable(error)) throw error;
    throw new HttpError(503, serverText('otp.smsUnavailable'), 'sms_unavailable');
  }
  return { resendAfterSeconds: PHONE.resendSeconds };
}

/** Accepts the code once; throws 400 with an Italian message otherwise. */
export async function verifyCode(app: FastifyInstance, phoneNumber: string, purpose: VerificationPurpose, code: string): Promise<void> {
  const now = app.clock.now();
  const current = await findLiveCode(app.db, phoneNumber, purpose, now);
  if (!current) throw badRequest(CODE_EXPIRED, 'code_expired');

  if (timingSafeEqual(hashCode(current.id, code), Buffer.from(current.codeHash, 'base64url'))) {
    if (await consumeCode(app.db, current.id, now)) return;
    throw badRequest(CODE_EXPIRED, 'code_expired');
  }
  const failedAttempts = await recordWrongCode(app.db, current.id, now, MAX_WRONG_ATTEMPTS);
  if (failedAttempts === null || failedAttempts >= MAX_WRONG_ATTEMPTS) {
    throw badRequest(serverText('otp.codeBurnt'), 'code_burnt');
  }
  throw badRequest(serverText('otp.wrongCode'), 'wrong_code');
}
