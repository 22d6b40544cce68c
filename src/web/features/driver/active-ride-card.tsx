import { CheckCircle2, MapPin, Navigation, Phone, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { Ride } from '@shared/rides.schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCancelRide } from '@/api/cancel-ride';
import { useCompleteRide } from '@/api/complete-ride';
import { toast } from '@/hooks/use-toast';
import { showErrorToast } from '@/lib/error-toast';
import { formatDateTime, formatEuro } from '@/lib/format';
import { CancelRideDialog } from './cancel-ride-dialog';
import { navigationToPickup } from './navigation-link';

interface ActiveRideCardProps {
  ride: Ride;
  onFinished: (rideId: string) => void;
}

/** The accepted ride: call the customer, navigate to the pickup, complete or cancel with a reason. */
export function ActiveRideCard({ ride, onFinished }: ActiveRideCardProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const complete = useCompleteRide({
    onSuccess: () => {
      onFinished(ride.id);
      toast({ title: 'Corsa completata', description: 'Grazie! La corsa è stata registrata.' });
    },
    onError: (err) => showErrorToast('Non è stato possibile completare la corsa', 'Riprova.', err),
  });
  const cancel = useCancelRide({
    onSuccess: () => {
      setCancelOpen(false);
      onFinished(ride.id);
      toast({ title: 'Corsa annullata', description: 'Il cliente è stato avvisato.' });
    },
    onError: (err) => showErrorToast('Non è stato possibile annullare la corsa', 'Riprova.', err),
  });

  return (
    <Card className="border-success/60 gap-4" data-testid="active-ride">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Corsa in corso</CardTitle>
        {ride.estimatedArrival !== null && <Badge variant="success">Arrivo in {ride.estimatedArrival} min</Badge>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-2 text-sm">
          <div className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <div>
              <dt className="text-xs text-muted-foreground">Partenza</dt>
              <dd className="font-medium">{ride.pickupAddress}</dd>
            </div>
          </div>
          <div className="flex gap-2">
            <Navigation className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <div>
              <dt className="text-xs text-muted-foreground">Destinazione</dt>
              <dd>{ride.dropoffAddress}</dd>
            </div>
          </div>
          {ride.scheduledTime && (
            <p className="text-muted-foreground">Orario prenotato: {formatDateTime(ride.scheduledTime)}</p>
          )}
          {ride.estimatedFare !== null && <p className="text-muted-foreground">Tariffa stimata: {formatEuro(ride.estimatedFare)}</p>}
        </dl>
        <div className="grid grid-cols-2 gap-2">
          <Button asChild size="lg" variant="outline">
            <a href={`tel:${ride.customerPhone}`} aria-label={`Chiama il cliente ${ride.customerPhone}`}>
              <Phone aria-hidden /> Chiama cliente
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href={navigationToPickup(ride)} target="_blank" rel="noopener noreferrer">
              <Navigation aria-hidden /> Naviga
            </a>
          </Button>
        </div>
        <p className="text-center text-sm">
          Cliente:{' '}
          <a className="font-medium underline underline-offset-2" href={`tel:${ride.customerPhone}`}>
            {ride.customerPhone}
          </a>
        </p>
        <div className="grid grid-cols-[1fr_2fr] gap-2">
          <Button size="lg" variant="outline" disabled={cancel.isPending} onClick={() => setCancelOpen(true)}>
            <XCircle aria-hidden /> Annulla
          </Button>
          <Button size="lg" disabled={complete.isPending} onClick={() => complete.mutate(ride.id)}>
            <CheckCircle2 aria-hidden /> Corsa completata
          </Button>
        </div>
      </CardContent>
      <CancelRideDialog
        open={cancelOpen}
        busy={cancel.isPending}
        onOpenChange={setCancelOpen}
        onConfirm={(reason) => cancel.mutate({ rideId: ride.id, reason })}
      />
    </Card>
  );
}
