import { useQueryClient } from '@tanstack/react-query';
import { Navigation, Phone, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { Ride, SettableRideStatus } from '@shared/rides.schemas';
import { useCancelRide } from '@/api/cancel-ride';
import { useSetRideStatus } from '@/api/set-ride-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { type MessageId, t as translate, useT } from '@/i18n/i18n';
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
import { canDriverCancel, cardTitle, canReportNoShow, headingFor, nextStep } from './ride-steps';

interface ActiveRideCardProps {
  ride: Ride;
  /** The server's copy after a change made here (kept while under way, dropped once ended). */
  onChanged: (ride: Ride) => void;
  /** Re-reads the ride after a refusal: someone else changed it meanwhile. */
  onRefused: () => void;
  /** The phone's last real fix (not a simulated point): the arrival counts from it, as on the customer's card. */
  position?: { latitude: number; longitude: number } | null;
}

const DONE_TOASTS: Partial<Record<SettableRideStatus, { title: MessageId; description: MessageId }>> = {
  completed: { title: 'driver.step.completed', description: 'driver.active.completedDetail' },
  no_show: { title: 'driver.active.closed', description: 'driver.active.noShowDetail' },
};

/**
 * The ride under way (design §4), for a driver with one hand free: where to go and whom to call, then one big next
 * step at the bottom — 'Sono arrivato', 'Passeggero a bordo', 'Corsa completata' — with the ways out the status
 * allows (cancel with a reason, 'Cliente assente' after the wait) just above it.
 */
export function ActiveRideCard({ ride, onChanged, onRefused, position = null }: ActiveRideCardProps) {
  const t = useT();
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
      if (done) toast({ title: translate(done.title), description: translate(done.description) });
    },
    onError: (err) => {
      // A 409 says why (already cancelled by the customer, not yet waited long enough…).
      showErrorToast(translate('driver.active.updateFailed'), translate('driver.retry'), err);
      onRefused();
    },
  });
  const queryClient = useQueryClient();
  const cancel = useCancelRide({
    onSuccess: (dropped) => {
      setCancelOpen(false);
      giveUpRide(queryClient, dropped.id);
      onChanged(dropped);
      toast({ title: translate('driver.active.cancelled'), description: translate('driver.active.cancelledDetail') });
    },
    onError: (err) => {
      showErrorToast(translate('driver.active.cancelFailed'), translate('driver.retry'), err);
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
        <CardTitle>{cardTitle(ride.status)}</CardTitle>
        {ride.status === 'accepted' && ride.estimatedArrival !== null ? (
          <Badge variant="success" data-testid="driver-eta-badge">
            {t('driver.active.arrival', { when: arrivalText(ride, now, live) ?? t('arriving.etaMinutes', { n: ride.estimatedArrival }) })}
          </Badge>
        ) : (
          <Badge variant="secondary">{t(`rideStatus.${ride.status}`)}</Badge>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RideDetails ride={ride} heading={destination} />
        {/* Side by side where both fit, one above the other on the narrowest phones: no label overflows. */}
        <div className="flex flex-wrap gap-2 *:flex-1 *:basis-36">
          <Button asChild size="lg" variant="outline">
            {/* The visible words are the name (axe label-content-name-mismatch); the number is in the details above. */}
            <a href={`tel:${ride.customerPhone}`}>
              <Phone aria-hidden /> {t('driver.active.callCustomer')}
            </a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a
              href={navigationLink(ride, destination)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={destination === 'pickup' ? t('driver.active.navigateToPickup') : t('driver.active.navigateToDropoff')}
            >
              <Navigation aria-hidden /> {t('driver.active.navigate')}
            </a>
          </Button>
        </div>
        {(canDriverCancel(ride.status) || canReportNoShow(ride.status)) && (
          // Side by side where both fit; on a narrow phone one above the other, each still full width.
          <div className="flex flex-wrap gap-2 *:flex-1 *:basis-40">
            {canDriverCancel(ride.status) && (
              <Button size="lg" variant="outline" disabled={busy} onClick={() => setCancelOpen(true)}>
                <XCircle aria-hidden /> {t('driver.active.cancel')}
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
