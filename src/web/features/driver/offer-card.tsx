import { Clock, MapPin, Navigation, Phone, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { RideOffer } from '@shared/dispatch.schemas';
import { RIDE_LIMITS } from '@shared/constants';
import { formatCountdown } from '@shared/request-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { parseEta } from './eta';
import { ETA_TEXTS, EtaField } from './eta-field';
import { OFFER_TEXTS as T, suggestedEta } from './offer-texts';

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
  const { ride } = offer;
  const [etaText, setEtaText] = useState(() => String(suggestedEta(offer.pickupDistanceKm, RIDE_LIMITS.defaultEstimatedArrivalMinutes)));
  const eta = parseEta(etaText);
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
        <dl className="grid gap-1.5 text-sm">
          <div className="flex gap-2">
            <MapPin className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
            <dt className="sr-only">{T.pickup}</dt>
            <dd className="font-medium">{ride.pickupAddress}</dd>
          </div>
          <div className="flex gap-2">
            <Navigation className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <dt className="sr-only">{T.dropoff}</dt>
            <dd>{ride.dropoffAddress}</dd>
          </div>
          <div className="flex gap-2">
            <Phone className="mt-0.5 size-4 shrink-0" aria-hidden />
            <dt className="sr-only">{T.customerPhone}</dt>
            <dd>
              <a className="underline underline-offset-2" href={`tel:${ride.customerPhone}`}>
                {ride.customerPhone}
              </a>
            </dd>
          </div>
        </dl>
        {secondsLeft === 0 && (
          <p className="text-sm text-muted-foreground" role="status">
            {T.timeUp}
          </p>
        )}
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (eta !== null && !busy && secondsLeft > 0) onAccept(eta);
          }}
        >
          <EtaField value={etaText} onChange={setEtaText} invalid={eta === null} />
          {eta === null && <p className="text-xs text-destructive">{ETA_TEXTS.invalid}</p>}
          <div className="grid grid-cols-2 gap-2">
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
            <Button type="submit" size="lg" className="h-14 text-base" disabled={eta === null || busy || secondsLeft === 0}>
              {T.accept}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
