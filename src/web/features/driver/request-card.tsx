import { Clock, MapPin, Navigation, Phone } from 'lucide-react';
import { useState } from 'react';
import { RIDE_LIMITS } from '@shared/constants';
import { secondsText } from '@shared/durations';
import type { Ride } from '@shared/rides.schemas';
import { formatCountdown, immediateSecondsLeft, scheduledBadge, timeSince, type ScheduledBadgeTone } from '@shared/request-badges';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { parseEta } from './eta';
import { ETA_TEXTS, EtaField } from './eta-field';

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
  /** Set when the driver cannot bid now (e.g. already on a ride): Accept stays disabled with this hint. */
  blockedReason: string | null;
  onAccept: (ride: Ride, estimatedArrival: number) => void;
}

/** One request (spec §2.7 and §4): badges, addresses, customer phone, ETA and Accept. */
export function RequestCard({ ride, now, busy, blockedReason, onAccept }: RequestCardProps) {
  const [etaText, setEtaText] = useState(String(RIDE_LIMITS.defaultEstimatedArrivalMinutes));
  const eta = parseEta(etaText);
  const immediate = ride.requestType === 'immediate';
  const secondsLeft = immediate ? immediateSecondsLeft(ride, now) : null;
  // The server's word wins over a phone clock that runs late.
  const expired = ride.status === 'expired' || secondsLeft === 0;
  const badge = !immediate && ride.scheduledTime ? scheduledBadge(ride.scheduledTime, now) : null;

  return (
    <Card
      data-testid="ride-request"
      data-ride-id={ride.id}
      aria-label={`Richiesta da ${ride.pickupAddress} a ${ride.dropoffAddress}`}
      // Dimmed by a grey ground, not by fading the text: the address stays readable while the driver takes it in.
      className={cn('gap-3 py-4', expired && 'border-dashed bg-muted shadow-none')}
    >
      <CardContent className="flex flex-col gap-3 px-4">
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

        <dl className="grid gap-1.5 text-sm">
          <div className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <dt className="sr-only">Partenza</dt>
            <dd className="font-medium">{ride.pickupAddress}</dd>
          </div>
          <div className="flex gap-2">
            <Navigation className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <dt className="sr-only">Destinazione</dt>
            <dd>{ride.dropoffAddress}</dd>
          </div>
          {ride.scheduledTime && (
            <div className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
              <dt className="sr-only">Orario prenotato</dt>
              <dd>Partenza: {formatDateTime(ride.scheduledTime)}</dd>
            </div>
          )}
          <div className="flex gap-2">
            <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">Telefono cliente</dt>
            <dd>
              <a className="underline underline-offset-2" href={`tel:${ride.customerPhone}`}>
                {ride.customerPhone}
              </a>
            </dd>
          </div>
        </dl>

        {!expired && (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (eta !== null && !busy && !blockedReason) onAccept(ride, eta);
            }}
          >
            <EtaField value={etaText} onChange={setEtaText} invalid={eta === null} className="w-28" />
            <Button type="submit" size="lg" className="flex-1" disabled={eta === null || busy || blockedReason !== null}>
              Accetta
            </Button>
          </form>
        )}
        {!expired && eta === null && (
          <p className="text-xs text-destructive">{ETA_TEXTS.invalid}</p>
        )}
        {!expired && blockedReason && <p className="text-xs text-muted-foreground">{blockedReason}</p>}
      </CardContent>
    </Card>
  );
}
