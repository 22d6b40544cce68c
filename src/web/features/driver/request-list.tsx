import { Inbox, Loader2 } from 'lucide-react';
import type { Driver } from '@shared/drivers.schemas';
import { kmBetween } from '@shared/geo';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { usePlaceBid } from './api/place-bid';
import { OFFER_TEXTS } from './offer-texts';
import { RequestCard } from './request-card';
import { useNow } from '@/hooks/use-now';
import { usePendingRides } from './use-pending-rides';

interface RequestListProps {
  driver: Driver;
  hasActiveRide: boolean;
  /** The ride offered to this driver alone (design §11) has its own card above: not listed twice. */
  offeredRideId?: string | null;
  /** Where the driver's phone says they are (never a simulated point): each card tells how far its pickup is. */
  position?: { latitude: number; longitude: number } | null;
}

/** The requests with their count badge (spec §2.7); a 409 on Accept is the spec §8 toast. */
export function RequestList({ driver, hasActiveRide, offeredRideId = null, position = null }: RequestListProps) {
  const t = useT();
  const pending = usePendingRides(driver.isAvailable);
  const loading = pending.loading;
  const rides = offeredRideId ? pending.rides.filter((r) => r.id !== offeredRideId) : pending.rides;
  const now = useNow();
  const bid = usePlaceBid({
    onSuccess: () => toast({ title: OFFER_TEXTS.accepted, description: OFFER_TEXTS.acceptedDetail }),
    onError: (err) => showErrorToast(OFFER_TEXTS.acceptFailed, OFFER_TEXTS.retry, err),
  });

  return (
    <section aria-labelledby="requests-title" className="flex flex-col gap-3">
      <div className="flex items-center gap-2">
        <h2 id="requests-title" className="text-lg font-semibold">
          {t('driver.requests.title')}
        </h2>
        <Badge variant="secondary" aria-label={t('driver.requests.count', { n: rides.length })} data-testid="requests-count">
          {rides.length}
        </Badge>
      </div>
      {loading ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden /> {t('shell.loading')}
        </p>
      ) : rides.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed py-8 text-muted-foreground">
          <Inbox className="size-8" aria-hidden />
          <p>{t('driver.requests.none')}</p>
        </div>
      ) : (
        rides.map((ride) => (
          <RequestCard
            key={ride.id}
            ride={ride}
            now={now}
            busy={bid.isPending}
            pickupKm={
              position && ride.pickupLat !== null && ride.pickupLon !== null
                ? kmBetween({ lat: position.latitude, lon: position.longitude }, { lat: ride.pickupLat, lon: ride.pickupLon })
                : null
            }
            blockedReason={hasActiveRide ? t('driver.requests.blocked') : null}
            onAccept={(r, eta) => bid.mutate({ rideId: r.id, driverId: driver.id, estimatedArrival: eta })}
          />
        ))
      )}
    </section>
  );
}
