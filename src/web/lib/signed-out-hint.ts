import type { UserType } from '@shared/domain';
import { SIGNED_OUT_ATTRIBUTE } from '@shared/first-screen';

let signedOutArea = document.getElementById('root')?.getAttribute(SIGNED_OUT_ATTRIBUTE) ?? null;

/**
 * True once, for the area the server knew to be signed out when it sent this page (no session cookie): the page
 * can start at its sign-in screen, which the first screen already shows, without asking the server. Taken, not
 * read, because it speaks of the moment the page was sent, not of later sign-ins.
 */
export function takeSignedOutHint(area: UserType): boolean {
  if (signedOutArea !== area) return false;
  signedOutArea = null;
  return true;
}
