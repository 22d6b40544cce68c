import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import type { CustomerRidesResponse } from '@shared/rides.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { formatDateTime, formatEuro } from '@/lib/format';
import { readApiError } from '@/lib/query-client';
import { cancelRide, ridesKey } from './api';

/** DESIGN §4: the customer sees and can cancel their upcoming bookings. */
export function UpcomingBookings() {
  const queryClient = useQueryClient();
  const { data } = useQuery<CustomerRidesResponse>({ queryKey: ridesKey('upcoming') });
  const [cancelling, setCancelling] = useState<string | null>(null);
  const rides = data?.rides ?? [];
  if (rides.length === 0) return null;

  const cancel = async (rideId: string) => {
    setCancelling(rideId);
    try {
      await cancelRide(rideId, 'Annullata dal cliente');
      toast({ title: 'Prenotazione annullata' });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Errore', description: readApiError(err, 'Impossibile annullare la prenotazione') });
    } finally {
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: ridesKey('upcoming') });
    }
  };

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
              <Button variant="outline" size="sm" onClick={() => void cancel(ride.id)} disabled={cancelling === ride.id}>
                Annulla prenotazione
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
