import { Clock } from 'lucide-react';
import { RIDE_LIMITS } from '@shared/constants';
import type { Ride } from '@shared/rides.schemas';
import { formatCountdown, immediateSecondsLeft, scheduledBadge, type ScheduledBadgeTone } from '@shared/request-badges';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { cn } from '@/lib/utils';
import { dropoffText, scheduledBadgeText, timeSinceText } from './driver-texts';
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
  const t = useT();
  const immediate = ride.requestType === 'immediate';
  const secondsLeft = immediate ? immediateSecondsLeft(ride, now) : null;
  // The server's word wins over a phone clock that runs late.
  const expired = ride.status === 'expired' || secondsLeft === 0;
  const badge = !immediate && ride.scheduledTime ? scheduledBadge(ride.scheduledTime, now) : null;

  return (
    <Card
      data-testid="ride-request"
      data-ride-id={ride.id}
      aria-label={t('driver.request.label', { pickup: ride.pickupAddress ?? t('removed.address'), dropoff: dropoffText(ride) })}
      // Dimmed by a grey ground, not by fading the text: the address stays readable while the driver takes it in.
      className={cn('gap-2 py-3', expired && 'border-dashed bg-muted shadow-none')}
    >
      <CardContent className="flex flex-col gap-2 px-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={immediate ? 'default' : 'outline'}>{immediate ? t('driver.request.immediate') : t('driver.request.scheduled')}</Badge>
          {expired ? (
            <Badge variant="outline">{t('driver.request.expired')}</Badge>
          ) : (
            immediate && (
              <Badge variant={secondsLeft! <= 30 ? 'destructive' : 'warning'} aria-label={t('driver.request.expiresIn', { time: t('time.seconds', { n: secondsLeft! }) })}>
                <Clock aria-hidden /> {formatCountdown(secondsLeft!)}
              </Badge>
            )
          )}
          {badge && (
            <Badge variant={toneVariant[badge.tone]} className={cn(badge.tone === 'later' && 'opacity-80')}>
              {scheduledBadgeText(badge, ride.scheduledTime!, now)}
            </Badge>
          )}
          <span className="ml-auto text-xs text-muted-foreground">{timeSinceText(ride.createdAt, now)}</span>
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
