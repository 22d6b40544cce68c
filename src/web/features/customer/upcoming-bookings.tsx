import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useRef } from 'react';
import type { Ride } from '@shared/rides.schemas';
import { useCancelRide } from '@/api/cancel-ride';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { formatDateTime, formatEuro } from '@/lib/format';
import { upcomingRidesQueryOptions, useUpcomingRides } from './api/get-upcoming-rides';
import { useT } from '@/i18n/i18n';

/** design §4: the customer sees and can cancel their upcoming bookings. */
export function UpcomingBookings() {
  const queryClient = useQueryClient();
  const t = useT();
  const rides = useUpcomingRides().data ?? [];
  const cancel = useCancelRide({
    onSuccess: () => toast({ title: t('upcoming.cancelled') }),
    onError: (err) => showErrorToast(t('common.error'), t('upcoming.cancelFailed'), err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingRidesQueryOptions().queryKey }),
  });
  if (rides.length === 0) return null;

  return (
    <Card data-testid="upcoming-bookings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarClock className="size-5 text-primary" aria-hidden />
          {t('upcoming.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {rides.map(({ ride }) => (
            <li key={ride.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="upcoming-booking">
              <div className="min-w-0 text-sm">
                <p className="font-semibold">{formatDateTime(ride.scheduledTime)}</p>
                <p className="truncate text-muted-foreground">
                  {ride.pickupAddress} → {ride.dropoffAddress}
                </p>
                {ride.estimatedFare !== null && <p>{formatEuro(ride.estimatedFare)}</p>}
              </div>
              <CancelBooking
                ride={ride}
                onConfirm={() => cancel.mutate({ rideId: ride.id, reason: 'Annullata dal cliente' })}
                cancelling={cancel.isPending && cancel.variables.rideId === ride.id}
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * A booking is cancelled only after asking (issue 17). Once confirmed, its row goes away with the button that
 * opened the question, so focus goes to the page's title rather than falling to the body.
 */
function CancelBooking({ ride, onConfirm, cancelling }: { ride: Ride; onConfirm: () => void; cancelling: boolean }) {
  const confirmed = useRef(false);
  const t = useT();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" disabled={cancelling}>
          {t('upcoming.cancel')}
        </Button>
      }
      onCloseAutoFocus={(event) => {
        if (!confirmed.current) return;
        event.preventDefault();
        const title = document.querySelector<HTMLElement>('h1');
        if (title) {
          title.tabIndex = -1;
          title.focus();
        }
      }}
      title={t('upcoming.confirmTitle')}
      description={t('upcoming.confirmText', { when: formatDateTime(ride.scheduledTime) })}
      confirmLabel={t('upcoming.confirm')}
      onConfirm={() => {
        confirmed.current = true;
        onConfirm();
      }}
    />
  );
}
