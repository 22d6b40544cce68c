import { z } from 'zod';
import { PHONE } from '../../../shared/constants';
import { isItalianMobile, normalizePhoneNumber } from '../../../shared/phone';

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

export const verifyCodeBodySchema = z.object({
  phoneNumber: italianMobileSchema,
  code: z.string().regex(new RegExp(`^\\d{${PHONE.codeLength}}$`), 'Il codice è di 6 cifre'),
});
