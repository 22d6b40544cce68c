import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Ride } from '@shared/rides.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { RouteLines } from './route-lines';
import { secondsText } from '@shared/durations';

// design §14: it reads the seats rule, which comes with the schemas the booking page's first load does not carry.
const MatchingTaxis = lazy(() => import('./matching-taxis'));

/** What the search says after its driver gave the ride back (design §4). */
const SEARCHING_TEXT = {
  dropped: 'Il taxista ha dovuto annullare: cerchiamo un altro taxi',
  held: 'Il taxista ha dovuto annullare: la centrale sta cercando un altro taxi per te',
} as const;

interface SearchingCardProps {
  ride: Ride;
  /** design §14: the booking's answer, how many taxis that fit were online; null when not known (a reload). */
  matchingTaxisOnline: number | null;
  onCancel: () => void;
  cancelling: boolean;
}

/**
 * Waiting for a driver (spec §4 step 3), with a way out while nobody has accepted yet; after a drop, the same card
 * with why the search began again.
 */
export function SearchingCard({ ride, matchingTaxisOnline, onCancel, cancelling }: SearchingCardProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const secondsLeft = Math.max(0, Math.ceil((Date.parse(ride.expiresAt) - now) / 1000));
  return (
    <Card data-testid="searching-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Loader2 className="size-5 animate-spin text-primary" aria-hidden />
          Ricerca taxista in corso...
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {ride.drops > 0 ? (
          <p role="status" data-testid="dropped-notice" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {ride.heldAt ? SEARCHING_TEXT.held : SEARCHING_TEXT.dropped}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          Abbiamo inviato la tua richiesta ai taxisti disponibili.
          {secondsLeft > 0 ? ` Attesa massima ancora ${secondsText(secondsLeft)}.` : ''}
        </p>
        {matchingTaxisOnline !== null && (
          <Suspense fallback={null}>
            <MatchingTaxis ride={ride} count={matchingTaxisOnline} />
          </Suspense>
        )}
        <RouteLines pickup={ride.pickupAddress} dropoff={ride.dropoffAddress} />
        <Button variant="outline" onClick={onCancel} disabled={cancelling}>
          Annulla richiesta
        </Button>
      </CardContent>
    </Card>
  );
}

