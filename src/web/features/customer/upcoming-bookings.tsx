import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useCancelRide } from '@/api/cancel-ride';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { showErrorToast } from '@/lib/error-toast';
import { formatDateTime, formatEuro } from '@/lib/format';
import { upcomingRidesQueryOptions, useUpcomingRides } from './api/get-upcoming-rides';

/** DESIGN §4: the customer sees and can cancel their upcoming bookings. */
export function UpcomingBookings() {
  const queryClient = useQueryClient();
  const rides = useUpcomingRides().data ?? [];
  const cancel = useCancelRide({
    onSuccess: () => toast({ title: 'Prenotazione annullata' }),
    onError: (err) => showErrorToast('Errore', 'Impossibile annullare la prenotazione', err),
    onSettled: () => queryClient.invalidateQueries({ queryKey: upcomingRidesQueryOptions().queryKey }),
  });
  if (rides.length === 0) return null;

  return (
    <Card data-testid="upcoming-bookings">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CalendarClock className="size-5 text-primary" aria-hidden />
          Le tue prenotazioni
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
              <Button
                variant="outline"
                size="sm"
                onClick={() => cancel.mutate({ rideId: ride.id, reason: 'Annullata dal cliente' })}
                disabled={cancel.isPending && cancel.variables.rideId === ride.id}
              >
                Annulla prenotazione
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
