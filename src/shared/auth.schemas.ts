import { z } from 'zod';
import { PHONE } from './constants';
import { isItalianMobile, normalizePhoneNumber } from './phone';

/** Signing in: SMS codes for customers and drivers (design §1), the office's password. */

const NOT_A_MOBILE = 'Inserisci un numero di cellulare italiano valido';

/** A typed phone number → E.164, accepted only when it is an Italian mobile (the only ones we can text). */
export const italianMobileSchema = z
  .string()
  .max(30, NOT_A_MOBILE)
  .transform((value, ctx) => {
    const e164 = normalizePhoneNumber(value);
    if (!e164 || !isItalianMobile(e164)) {
      ctx.addIssue({ code: 'custom', message: NOT_A_MOBILE });
      return z.NEVER;
    }
    return e164;
  });

export const sendCodeBodySchema = z.object({ phoneNumber: italianMobileSchema });

export const sendCodeResponseSchema = z.object({
  sent: z.literal(true),
  phoneNumber: z.string(),
  resendAfterSeconds: z.number(),
});
export type SendCodeResponse = z.infer<typeof sendCodeResponseSchema>;

export const verifyCodeBodySchema = z.object({
  phoneNumber: italianMobileSchema,
  code: z.string().regex(new RegExp(`^\\d{${PHONE.codeLength}}$`), 'Il codice è di 6 cifre'),
});

export const customerSessionSchema = z.object({ customerId: z.string(), phoneNumber: z.string() });
export type CustomerSession = z.infer<typeof customerSessionSchema>;

/** The booking page's "who am I": always 200, `customer: null` when no phone is verified. */
export const customerSessionStateSchema = z.object({ customer: customerSessionSchema.nullable() });

export const signedOutSchema = z.object({ signedOut: z.literal(true) });

/** `DELETE /api/customers/me` (design §13): the account and its data are gone; the rides kept are anonymised. */
export const customerDeletedSchema = z.object({ deleted: z.literal(true), anonymisedRides: z.number() });

export const adminLoginBodySchema = z.object({ password: z.string().min(1, 'Password è richiesta').max(200) });
export const adminSessionSchema = z.object({ authenticated: z.boolean() });
