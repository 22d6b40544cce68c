import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { ExcludedDrivers } from '@shared/excluded-drivers.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { readOptions } from '@/lib/query-client';

/** design §14 `GET /api/customers/me/excluded-drivers`: the drivers this customer chose never to be offered to. */
export const excludedDriversQueryOptions = () =>
  readOptions('/api/customers/me/excluded-drivers', ['/api/customers/me/excluded-drivers']);

export const useExcludedDrivers = () => useQuery({ ...excludedDriversQueryOptions(), select: (answer) => answer.drivers });

/** Each change answers with the list as it now is: that is what the page shows. */
const keepList = (queryClient: QueryClient) => ({
  onSuccess: (answer: ExcludedDrivers) => {
    queryClient.setQueryData(excludedDriversQueryOptions().queryKey, answer);
  },
});

/** 'Non voglio più questo taxista', after rating a ride with that driver. */
export const excludeDriver = (driverId: string) => api.post('/api/customers/me/excluded-drivers', { body: { driverId } });

export const useExcludeDriver = (config?: MutationConfig<typeof excludeDriver>) => useApiMutation(excludeDriver, config, keepList);

/** 'Riammetti': the driver may be offered this customer's rides again. */
export const readmitDriver = (driverId: string) =>
  api.delete('/api/customers/me/excluded-drivers/:driverId', { params: { driverId } });

export const useReadmitDriver = (config?: MutationConfig<typeof readmitDriver>) => useApiMutation(readmitDriver, config, keepList);
