import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { PHONE } from '../../../shared/constants';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { phoneVerifications } from '../../db/schema';
import { badRequest, HttpError, tooManyRequests } from '../../http/errors';
import { createThrottle, type Throttle } from '../../http/rate-limit';
import type { SmsSender } from '../../integrations/sms';

export type VerificationPurpose = 'customer' | 'driver';

const CODE_VALIDITY_MS = 10 * 60_000;
const MAX_WRONG_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;

const hashCode = (verificationId: string, code: string) =>
  createHash('sha256').update(`${verificationId}:${code}`).digest();

/**
 * SMS one-time codes (DESIGN §1): random 6 digits, stored hashed, single use, valid 10 minutes, burnt
 * after 5 wrong tries, resent no sooner than 90 s, at most N sends per phone per hour and M per address.
 * Phone numbers arrive here already normalised (E.164); the code itself is never logged here.
 */
export class PhoneVerification {
  private readonly perAddress: Throttle;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly sms: SmsSender,
    private readonly limits: Config['otpLimits'],
  ) {
    this.perAddress = createThrottle(db, 'otp-ip', limits.ipSendsPerHour, HOUR_MS / 1000);
  }

  /** Sends a new code and answers how many seconds until another may be asked for. */
  async sendCode(phoneNumber: string, purpose: VerificationPurpose, ip: string): Promise<{ resendAfterSeconds: number }> {
    const now = this.clock.now();
    const [latest] = await this.db
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.phoneNumber, phoneNumber), eq(phoneVerifications.purpose, purpose)))
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    const waitMs = latest ? latest.createdAt.getTime() + PHONE.resendSeconds * 1000 - now.getTime() : 0;
    if (waitMs > 0) {
      throw tooManyRequests(
        `Attendi ${Math.ceil(waitMs / 1000)} secondi prima di richiedere un nuovo codice`,
        waitMs / 1000,
        'resend_too_soon',
      );
    }
    const [sentLastHour] = await this.db
      .select({ n: count() })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.phoneNumber, phoneNumber),
          eq(phoneVerifications.purpose, purpose),
          gt(phoneVerifications.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if ((sentLastHour?.n ?? 0) >= this.limits.phoneSendsPerHour) {
      throw tooManyRequests('Troppi codici richiesti per questo numero. Riprova tra un’ora.', HOUR_MS / 1000, 'phone_limit');
    }
    await this.chargeAddress(ip);

    const code = String(randomInt(0, 10 ** PHONE.codeLength)).padStart(PHONE.codeLength, '0');
    const id = crypto.randomUUID();
    await this.db.transaction(async (tx) => {
      // Only the newest code works: asking again retires the previous one.
      await tx
        .update(phoneVerifications)
        .set({ consumedAt: now })
        .where(
          and(
            eq(phoneVerifications.phoneNumber, phoneNumber),
            eq(phoneVerifications.purpose, purpose),
            isNull(phoneVerifications.consumedAt),
          ),
        );
      await tx.insert(phoneVerifications).values({
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
      await this.sms.send(phoneNumber, `Radio Taxi: il tuo codice di verifica è ${code}. Scade tra 10 minuti.`);
    } catch {
      // The customer never got this code: retire it and let them ask again at once.
      await this.db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
      throw new HttpError(503, 'Invio del codice non riuscito. Riprova tra poco.', 'sms_unavailable');
    }
    return { resendAfterSeconds: PHONE.resendSeconds };
  }

  /**
   * Uses one send of the address's hourly allowance. Every send does; so does a request refused before
   * any code was sent (a number that is not a driver's), so numbers cannot be tried for free.
   */
  async chargeAddress(ip: string): Promise<void> {
    await this.perAddress.consume(ip, 'Troppe richieste di codici da questa rete. Riprova più tardi.');
  }

  /** Accepts the code once; throws 400 with an Italian message otherwise. */
  async verifyCode(phoneNumber: string, purpose: VerificationPurpose, code: string): Promise<void> {
    const now = this.clock.now();
    const [current] = await this.db
      .select()
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.phoneNumber, phoneNumber),
          eq(phoneVerifications.purpose, purpose),
          isNull(phoneVerifications.consumedAt),
          gt(phoneVerifications.expiresAt, now),
        ),
      )
      .orderBy(desc(phoneVerifications.createdAt))
      .limit(1);
    if (!current) throw badRequest('Codice scaduto o non valido: richiedi un nuovo codice', 'code_expired');

    const expected = Buffer.from(current.codeHash, 'base64url');
    if (timingSafeEqual(hashCode(current.id, code), expected)) {
      const used = await this.db
        .update(phoneVerifications)
        .set({ consumedAt: now })
        .where(and(eq(phoneVerifications.id, current.id), isNull(phoneVerifications.consumedAt)))
        .returning({ id: phoneVerifications.id });
      if (used.length === 1) return;
      throw badRequest('Codice scaduto o non valido: richiedi un nuovo codice', 'code_expired');
    }
    const [after] = await this.db
      .update(phoneVerifications)
      .set({
        failedAttempts: sql`${phoneVerifications.failedAttempts} + 1`,
        consumedAt: sql`case when ${phoneVerifications.failedAttempts} + 1 >= ${MAX_WRONG_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(phoneVerifications.id, current.id), isNull(phoneVerifications.consumedAt)))
      .returning({ failedAttempts: phoneVerifications.failedAttempts });
    if (!after || after.failedAttempts >= MAX_WRONG_ATTEMPTS) {
      throw badRequest('Troppi tentativi errati: richiedi un nuovo codice', 'code_burnt');
    }
    throw badRequest('Codice non valido', 'wrong_code');
  }
}
