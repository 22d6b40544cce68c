import { lazy, Suspense } from 'react';
import type { RatingDialogProps } from './rating-dialog';

export type { RatingDialogProps, RatingRideInfo } from './rating-dialog';

const RatingDialogImpl = lazy(() => import('./rating-dialog').then((m) => ({ default: m.RatingDialog })));

/** Loaded only when a ride ends: the booking form never pays for it. */
export function RatingDialog(props: RatingDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <RatingDialogImpl {...props} />
    </Suspense>
  );
}
