import { Badge, type BadgeProps } from '@/components/ui/badge';
import { rideStatusLabel } from './ride-labels';

const VARIANTS: Record<string, BadgeProps['variant']> = {
  pending: 'warning',
  accepted: 'default',
  completed: 'success',
  cancelled: 'destructive',
};

export function RideStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? 'outline'}>{rideStatusLabel(status)}</Badge>;
}
