import { formatPhoneNumber } from '@shared/phone';
import { REMOVED_PHONE } from './removed-data';

/**
 * A number is always shown one way, spaced (`+39 333 555 1212`); a removed one says so (design §13). A module of its
 * own: the phone library it needs (~30 KB) stays off pages that show addresses but no number (the booking form).
 */
export const shownPhone = (phone: string | null): string => (phone ? formatPhoneNumber(phone) : REMOVED_PHONE);
