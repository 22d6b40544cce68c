import { createHash, randomBytes } from 'node:crypto';
import { type ServerText, serverText } from '../../i18n/server-text';

/**
 * design §15: an office-booked caller has no session, so their receipt comes as a link with a token (texted when the
 * ride completes). Only the token's SHA-256 is kept on the ride: a database leak hands out no receipt.
 */
export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function newReceiptLink(publicUrl: string, rideId: string): { url: string; tokenHash: string } {
  const token = randomBytes(24).toString('base64url');
  return { url: `${publicUrl}/api/rides/${rideId}/receipt?token=${token}`, tokenHash: hashLinkToken(token) };
}

export const receiptText = (url: string): ServerText => serverText('sms.receipt', { url });
