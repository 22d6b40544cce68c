import { useQueryClient } from '@tanstack/react-query';
import { Navigation, Phone, XCircle } from 'lucide-react';
import { useState } from 'react';
import { RIDE_STATUS_LABELS } from '@shared/ride-states';
import type { Ride, SettableRideStatus } from '@shared/rides.schemas';
import { useCancelRide } from '@/api/cancel-ride';
import { useSetRideStatus } from '@/api/set-ride-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { arrivalText } from '@/lib/arrival';
import { getPublicConfig } from '@/lib/public-config';
import { toast } from '@/lib/toast';
import { useNow } from '@/hooks/use-now';
import { showErrorToast } from '@/lib/error-toast';
import { CancelRideDialog } from './cancel-ride-dialog';
import { CompleteRideDialog } from './complete-ride-dialog';
import { giveUpRide } from './given-up-rides';
import { navigationLink } from './navigation-link';
import { NoShowButton } from './no-show-button';
import { RideDetails } from './ride-details';
import { RideStepButton } from './ride-step-button';
import { CARD_TITLES, canDriverCancel, canReportNoShow, headingFor, nextStep } from './ride-steps';

interface ActiveRideCardProps {
  ride: Ride;
  /** The server's copy after a change made here (kept while under way, dropped once ended). */
  onChanged: (ride: Ride) => void;
  /** Re-reads the ride after a refusal: someone else changed it meanwhile. */
  onRefused: () => void;
  /** The phone's last real fix (not a simulated point): the arrival counts from it, as on the customer's card. */
  position?: { latitude: number; longitude: number } | null;
}

const DONE_TOASTS: Partial<Record<SettableRideStatus, { title: string; description: string }>> = {
  completed: { title: 'Corsa completata', description: 'Grazie! La corsa è stata registrata.' },
  no_show: { title: 'Corsa chiusa', description: 'Cliente assente registrato.' },
};

/**
 * The ride under way (design §4), for a driver with one hand free: where to go and whom to call, then one big next
 * step at the bottom — 'Sono arrivato', 'Passeggero a bordo', 'Corsa completata' — with the ways out the status
 * allows (cancel with a reason, 'Cliente assente' after the wait) just above it.
 */
export function ActiveRideCard({ ride, onChanged, onRefused, position = null }: ActiveRideCardProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  // The same countdown as the customer's card: from where the taxi is, else to the promised time.
  const now = useNow(15_000);
  const live = { at: position ? { lat: position.latitude, lon: position.longitude } : null, roadFactor: getPublicConfig().roadFactor };
  const [completeOpen, setCompleteOpen] = useState(false);
  const setStatus = useSetRideStatus({
    onSuccess: (changed, { status }) => {
      setCompleteOpen(false);
      onChanged(changed);
      const done = DONE_TOASTS[status];
      if (done) toast(done);
    },
    onError: (err) => {
      // A 409 says why in Italian (already cancelled by the customer, not yet waited long enough…).
      showErrorToast('Non è stato possibile aggiornare la corsa', 'Riprova.', err);
      onRefused();
    },
  });
  const queryClient = useQueryClient();
  const cancel = useCancelRide({
    onSuccess: (dropped) => {
      setCancelOpen(false);
      giveUpRide(queryClient, dropped.id);
      onChanged(dropped);
      toast({ title: 'Corsa annullata', description: 'La corsa torna a cercare un altro taxi: il cliente e la centrale sono avvisati.' });
    },
    onError: (err) => {
      showErrorToast('Non è stato possibile annullare la corsa', 'Riprova.', err);
      onRefused();
    },
  });
  const busy = setStatus.isPending || cancel.isPending;
  const step = nextStep(ride.status);
  const move = (status: SettableRideStatus) => setStatus.mutate({ rideId: ride.id, status });
  const destination = headingFor(ride.status);

  return (
    <Card className="border-success/60 gap-4" data-testid="active-ride" data-status={ride.status}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{CARD_TITLES[ride.status]}</CardTitle>
        {ride.status === 'accepted' && ride.estimatedArrival !== null ? (
          <Badge variant="success" data-testid="driver-eta-badge">
            Arrivo: {arrivalText(ride, now, live) ?? `${ride.estimatedArrival} min`}
          </Badge>
        ) : (
          <Badge variant="secondary">{RIDE_STATUS_LABELS[ride.status]}</Badge>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RideDetails ride={ride} heading={destination} />
        {/* Side by side where both fit, one above the other on the narrowest phones: no label overflows. */}
        <div className="flex flex-wrap gap-2 *:flex-1 *:basis-36">
          <Button asChild size="lg" variant="outline">
            {/* The visible words are the name (axe label-content-name-mismatch); the number is in the details above. */}
            <a href={`tel:${ride.customerPhone}`}>
              <Phone aria-hidden /> Chiama cliente
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a
              href={navigationLink(ride, destination)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={destination === 'pickup' ? 'Naviga verso la partenza' : 'Naviga verso la destinazione'}
            >
              <Navigation aria-hidden /> Naviga
            </a>
          </Button>
        </div>
        {(canDriverCancel(ride.status) || canReportNoShow(ride.status)) && (
          // Side by side where both fit; on a narrow phone one above the other, each still full width.
          <div className="flex flex-wrap gap-2 *:flex-1 *:basis-40">
            {canDriverCancel(ride.status) && (
              <Button size="lg" variant="outline" disabled={busy} onClick={() => setCancelOpen(true)}>
                <XCircle aria-hidden /> Annulla
              </Button>
            )}
            {canReportNoShow(ride.status) && <NoShowButton arrivedAt={ride.arrivedAt} busy={busy} onConfirm={() => move('no_show')} />}
          </div>
        )}
        {step && (
          <RideStepButton key={step} step={step} busy={busy} onPress={() => (step === 'completed' ? setCompleteOpen(true) : move(step))} />
        )}
      </CardContent>
      <CompleteRideDialog
        ride={ride}
        open={completeOpen}
        busy={setStatus.isPending}
        onOpenChange={setCompleteOpen}
        onConfirm={(completion) => setStatus.mutate({ rideId: ride.id, status: 'completed', ...completion })}
      />
      <CancelRideDialog
        open={cancelOpen}
        busy={cancel.isPending}
        onOpenChange={setCancelOpen}
        onConfirm={(reason) => cancel.mutate({ rideId: ride.id, reason })}
      />
    </Card>
  );
}
