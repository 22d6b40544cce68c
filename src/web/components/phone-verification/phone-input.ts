import { PHONE } from '@shared/constants';

/**
 * spec §3: +39 is added when the user did not type a leading +. Separators are dropped so the code
 * screen shows the number the SMS really went to; the server normalises (and validates) it again.
 */
export function withDefaultPrefix(typed: string): string {
  const compact = typed.trim().replace(/[\s().\-/]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  return `${PHONE.defaultPrefix}${compact}`;
}

/** spec §5: 'Invia Codice' is enabled from 10 typed characters. */
export function canSendCode(typed: string): boolean {
  return typed.trim().length >= PHONE.minLength;
}

/** Keeps only digits, at most the code length: what a code box (or a pasted code) may hold. */
export function codeDigits(text: string): string[] {
  return text.replace(/\D/g, '').slice(0, PHONE.codeLength).split('');
}
