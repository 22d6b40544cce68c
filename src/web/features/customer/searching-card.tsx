import { Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Ride } from '@shared/rides.schemas';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/i18n/i18n';
import { RouteLines } from './route-lines';

// design §14: it reads the seats rule, which comes with the schemas the booking page's first load does not carry.
const MatchingTaxis = lazy(() => import('./matching-taxis'));

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
  const t = useT();
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
          {t('searching.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {ride.drops > 0 ? (
          <p role="status" data-testid="dropped-notice" className="rounded-md bg-amber-50 p-3 text-sm font-medium text-amber-900">
            {/* What the search says after its driver gave the ride back (design §4). */}
            {ride.heldAt ? t('searching.held') : t('searching.dropped')}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {t('searching.sent')}
          {secondsLeft > 0 ? t('searching.waitLeft', { time: t('time.seconds', { n: secondsLeft }) }) : ''}
        </p>
        {matchingTaxisOnline !== null && (
          <Suspense fallback={null}>
            <MatchingTaxis ride={ride} count={matchingTaxisOnline} />
          </Suspense>
        )}
        <RouteLines pickup={ride.pickupAddress} dropoff={ride.dropoffAddress} />
        <Button variant="outline" onClick={onCancel} disabled={cancelling}>
          {t('searching.cancel')}
        </Button>
      </CardContent>
    </Card>
  );
}

