import { useQueryClient } from '@tanstack/react-query';
import type { RideOffer } from '@shared/dispatch.schemas';
import type { Driver } from '@shared/drivers.schemas';
import { toast } from '@/lib/toast';
import { showErrorToast } from '@/lib/error-toast';
import { usePlaceBid } from './api/place-bid';
import { useRefuseOffer } from './api/refuse-offer';
import { giveUpRide } from './given-up-rides';
import { OfferCard } from './offer-card';
import { OFFER_TEXTS as T } from './offer-texts';
import { currentOfferQueryOptions } from './api/get-current-offer';
import { useNow } from '@/hooks/use-now';

/** The offer card wired to the bid ('Accetta' is a bid that only this driver may win now) and to 'Rifiuta'. */
export function OfferSection({ driver, offer }: { driver: Driver; offer: RideOffer }) {
  const now = useNow();
  const queryClient = useQueryClient();
  const offerKey = currentOfferQueryOptions(driver.id).queryKey;
  const bid = usePlaceBid({
    onSuccess: () => {
      queryClient.setQueryData(offerKey, null);
      toast({ title: T.accepted, description: T.acceptedDetail });
    },
    // Too late (the offer passed on, the customer cancelled): the card follows what the server says now.
    onError: (err) => {
      void queryClient.invalidateQueries({ queryKey: offerKey });
      showErrorToast(T.acceptFailed, T.retry, err);
    },
  });
  const refuse = useRefuseOffer({
    onSuccess: (_, { rideId }) => {
      giveUpRide(queryClient, rideId);
      toast({ title: T.refused, description: T.refusedDetail });
    },
    onError: (err) => showErrorToast(T.refuseFailed, T.retry, err),
  });
  return (
    <OfferCard
      key={offer.ride.id}
      offer={offer}
      now={now}
      busy={bid.isPending || refuse.isPending}
      onAccept={(estimatedArrival) => bid.mutate({ rideId: offer.ride.id, driverId: driver.id, estimatedArrival })}
      onRefuse={() => refuse.mutate({ rideId: offer.ride.id, driverId: driver.id })}
    />
  );
}
