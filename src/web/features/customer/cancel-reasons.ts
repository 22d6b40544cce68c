import type { RideStatus } from '@shared/ride-states';

/**
 * What the driver and the office read when the customer cancels (the customer is not asked to type one): where
 * the ride stood, which is what the driver needs to know.
 */
const REASONS: Partial<Record<RideStatus, string>> = {
  pending: 'Annullata dal cliente durante la ricerca',
  accepted: 'Il cliente ha annullato prima dell’arrivo del taxi',
  arrived: 'Il cliente ha annullato con il taxi già sul posto',
};

export const customerCancelReason = (status: RideStatus): string => REASONS[status] ?? 'Annullata dal cliente';
