import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE } from './constants';

/**
 * The one phone-normalising function of the project. spec §3: the +39 prefix is added when the user did
 * not type a leading + (a leading 00 counts as +). Answers E.164 (`+393471234567`) or null when the text
 * is not a valid number.
 */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(/[\s().\-/]/g, '');
  if (!/^(\+|00)?\d{6,15}$/.test(compact)) return null;
  const international = compact.startsWith('+')
    ? compact
    : compact.startsWith('00')
      ? `+${compact.slice(2)}`
      : `${PHONE.defaultPrefix}${compact}`;
  const parsed = parsePhoneNumberFromString(international);
  return parsed?.isValid() ? parsed.number : null;
}

/** Only Italian mobile numbers can receive our SMS codes (+39 3…). */
export function isItalianMobile(e164: string): boolean {
  return /^\+393\d{8,9}$/.test(e164);
}

/** `+393471234567` → `+39 347 123 4567`, for display. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
