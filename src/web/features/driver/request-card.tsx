import { Clock } from 'lucide-react';
import { RIDE_LIMITS } from '@shared/constants';
import { secondsText } from '@shared/durations';
import type { Ride } from '@shared/rides.schemas';
import { formatCountdown, immediateSecondsLeft, scheduledBadge, timeSince, type ScheduledBadgeTone } from '@shared/request-badges';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { shownDropoff } from '@/lib/removed-data';
import { cn } from '@/lib/utils';
import { EtaForm } from './eta-form';
import { suggestedEta } from './offer-texts';
import { RideDetails } from './ride-details';

const toneVariant: Record<ScheduledBadgeTone, BadgeProps['variant']> = {
  urgent: 'destructive',
  soon: 'warning',
  later: 'secondary',
  late: 'destructive',
};

interface RequestCardProps {
  ride: Ride;
  now: number;
  busy: boolean;
  /** Straight-line km from the driver to the pickup, null when either is not known. */
  pickupKm: number | null;
  /** Set when the driver cannot bid now (e.g. already on a ride): Accept stays disabled with this hint. */
  blockedReason: string | null;
  onAccept: (ride: Ride, estimatedArrival: number) => void;
}

/** One request (spec §2.7 and §4): badges, every detail of the ride (`RideDetails`), ETA and Accept. */
export function RequestCard({ ride, now, busy, pickupKm, blockedReason, onAccept }: RequestCardProps) {
  const immediate = ride.requestType === 'immediate';
  const secondsLeft = immediate ? immediateSecondsLeft(ride, now) : null;
  // The server's word wins over a phone clock that runs late.
  const expired = ride.status === 'expired' || secondsLeft === 0;
  const badge = !immediate && ride.scheduledTime ? scheduledBadge(ride.scheduledTime, now) : null;

  return (
    <Card
      data-testid="ride-request"
      data-ride-id={ride.id}
      aria-label={`Richiesta da ${ride.pickupAddress} a ${shownDropoff(ride)}`}
      // Dimmed by a grey ground, not by fading the text: the address stays readable while the driver takes it in.
      className={cn('gap-2 py-3', expired && 'border-dashed bg-muted shadow-none')}
    >
      <CardContent className="flex flex-col gap-2 px-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={immediate ? 'default' : 'outline'}>{immediate ? 'Immediata' : 'Prenotata'}</Badge>
          {expired ? (
            <Badge variant="outline">Richiesta scaduta</Badge>
          ) : (
            immediate && (
              <Badge variant={secondsLeft! <= 30 ? 'destructive' : 'warning'} aria-label={`Scade tra ${secondsText(secondsLeft!)}`}>
                <Clock aria-hidden /> {formatCountdown(secondsLeft!)}
              </Badge>
            )
          )}
          {badge && (
            <Badge variant={toneVariant[badge.tone]} className={cn(badge.tone === 'later' && 'opacity-80')}>
              {badge.label}
            </Badge>
          )}
          <span className="ml-auto text-xs text-muted-foreground">{timeSince(ride.createdAt, now)}</span>
        </div>

        <RideDetails ride={ride} pickupKm={pickupKm} />

        {!expired && (
          <EtaForm
            initialMinutes={suggestedEta(pickupKm, RIDE_LIMITS.defaultEstimatedArrivalMinutes)}
            disabled={busy || blockedReason !== null}
            onAccept={(eta) => onAccept(ride, eta)}
          />
        )}
        {!expired && blockedReason && <p className="text-xs text-muted-foreground">{blockedReason}</p>}
      </CardContent>
    </Card>
  );
}
