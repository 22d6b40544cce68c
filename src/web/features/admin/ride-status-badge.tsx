import type { RideStatus } from '@shared/ride-states';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { useT } from '@/i18n/i18n';
import { rideStatusText } from './ride-labels';

/**
 * Keyed by every status, so a new one does not compile until it has a colour here: looking for a driver, under
 * way, done, and the ways a ride fails.
 */
const VARIANTS: Record<RideStatus, BadgeProps['variant']> = {
  pending: 'warning',
  accepted: 'default',
  arrived: 'default',
  on_board: 'default',
  completed: 'success',
  cancelled: 'destructive',
  expired: 'secondary',
  no_show: 'destructive',
};

/** spec §4: the label of a status; one the web does not know yet is shown as it comes, uncoloured. */
export function RideStatusBadge({ status }: { status: string }) {
  useT();
  const variant = Object.hasOwn(VARIANTS, status) ? VARIANTS[status as RideStatus] : 'outline';
  return <Badge variant={variant}>{rideStatusText(status)}</Badge>;
}
