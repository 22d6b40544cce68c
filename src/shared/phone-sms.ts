import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * design §10: only a mobile number can take an SMS. libphonenumber's number type, from its mobile metadata (a
 * landline is no valid mobile there); a number whose plan cannot tell (`FIXED_LINE_OR_MOBILE`, North America) is
 * tried. Kept apart from phone.ts, whose smaller metadata goes into every page's first bundle.
 */
export function canReceiveSms(e164: string): boolean {
  const type = parsePhoneNumberFromString(e164)?.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}
