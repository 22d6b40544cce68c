import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { currentOfferQueryOptions } from './get-current-offer';

export interface RefuseInput {
  rideId: string;
  driverId: string;
}

/** design §11 `POST /api/rides/{id}/refuse` ('Rifiuta'): the offer passes to the next driver at once (204). */
export const refuseOffer = ({ rideId }: RefuseInput) => api.post('/api/rides/:id/refuse', { params: { id: rideId } });

/** Refused or not (the offer may have timed out meanwhile), the card goes: the server has moved on either way. */
export const useRefuseOffer = (config?: MutationConfig<typeof refuseOffer>) =>
  useApiMutation(refuseOffer, config, (queryClient) => ({
    onSettled: (_data, _error, { driverId }) => queryClient.setQueryData(currentOfferQueryOptions(driverId).queryKey, null),
  }));
