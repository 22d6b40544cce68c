import { BOOKING_MESSAGES } from '@shared/booking';
import { t } from '@/i18n/i18n';

type BookingMessage = keyof typeof BOOKING_MESSAGES;

/** One of the booking rules' messages (src/shared/booking.ts, Italian for the server) in the active language. */
export const bookingText = (key: BookingMessage): string => t(`booking.${key}`);

/**
 * A booking rule's issue as the customer reads it: the shared rules word their issues in Italian (the server answers
 * with them too), so the web finds the message's key and says it in the active language; any other text (a server
 * issue, already in the request's language) stays as it came.
 */
export function bookingIssueText(message: string): string {
  const key = (Object.keys(BOOKING_MESSAGES) as BookingMessage[]).find((k) => BOOKING_MESSAGES[k] === message);
  return key ? bookingText(key) : message;
}
