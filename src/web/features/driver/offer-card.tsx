import { Clock, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { RideOffer } from '@shared/dispatch.schemas';
import { RIDE_LIMITS } from '@shared/constants';
import { formatCountdown } from '@shared/request-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { EtaForm } from './eta-form';
import { OFFER_TEXTS as T, suggestedEta } from './offer-texts';
import { RideDetails } from './ride-details';

interface OfferCardProps {
  offer: RideOffer;
  now: number;
  busy: boolean;
  onAccept: (estimatedArrival: number) => void;
  onRefuse: () => void;
}

/**
 * design §11: the ride offered to this driver alone, above everything else on the dashboard. Made for one hand on
 * a 360 px phone: the countdown and the distance read at a glance, and 'Accetta' and 'Rifiuta' are two big
 * buttons side by side at the bottom, under the ETA (suggested from the distance). It takes the focus when it
 * appears, so that a keyboard or a switch lands on it.
 */
export function OfferCard({ offer, now, busy, onAccept, onRefuse }: OfferCardProps) {
  useT(); // re-rendered in the new language when the switch changes
  const { ride } = offer;
  const titleId = useId();
  const secondsLeft = Math.max(0, Math.ceil((new Date(offer.offerExpiresAt).getTime() - now) / 1_000));
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => cardRef.current?.focus(), [ride.id]);

  return (
    <Card
      ref={cardRef}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      data-testid="ride-offer"
      data-ride-id={ride.id}
      className="gap-3 border-2 border-primary py-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <CardHeader className="px-4">
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={titleId} className="text-lg">
            {T.title}
          </CardTitle>
          <Badge
            variant={secondsLeft <= 5 ? 'destructive' : 'warning'}
            className="px-3 py-1 text-base tabular-nums"
            aria-label={T.secondsLeft(secondsLeft)}
            data-testid="offer-countdown"
          >
            <Clock aria-hidden /> {formatCountdown(secondsLeft)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{T.intro}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 px-4">
        <p className="text-2xl font-semibold" data-testid="offer-distance">
          {T.distance(offer.pickupDistanceKm)}
        </p>
        <RideDetails ride={ride} />
        {secondsLeft === 0 && (
          <p className="text-sm text-muted-foreground" role="status">
            {T.timeUp}
          </p>
        )}
        <EtaForm
          initialMinutes={suggestedEta(offer.pickupDistanceKm, RIDE_LIMITS.defaultEstimatedArrivalMinutes)}
          disabled={busy || secondsLeft === 0}
          onAccept={onAccept}
          refuseButton={
            <Button
              type="button"
              variant="outline"
              size="lg"
              className="h-14 text-base"
              disabled={busy || secondsLeft === 0}
              onClick={onRefuse}
            >
              <X aria-hidden /> {T.refuse}
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
