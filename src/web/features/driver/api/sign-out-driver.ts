import type { Driver } from '@shared/drivers.schemas';
import { api } from '@/lib/api-client';
import { type MutationConfig, useApiMutation } from '@/lib/api-mutation';
import { disablePush } from '@/api/web-push';
import { driverSessionQueryOptions } from './get-driver-session';

/**
 * design §8 `POST /api/drivers/logout`, after this phone's push subscription is dropped (design §12): whoever signs
 * in on it next must not get this driver's offers. A failure there does not hold the sign-out back.
 */
export const signOutDriver = async () => {
  await disablePush('driver').catch((error: unknown) => console.warn('Notifiche non disattivate', error));
  await api.post('/api/drivers/logout');
};

const { queryKey: SESSION_KEY } = driverSessionQueryOptions();
const isDashboardData = (key: readonly unknown[]) => key[0] !== SESSION_KEY[0];

/**
 * 'Esci': the dashboard leaves the screen before the session ends, so none of its reads or polls reach the server
 * after it (they would be refused with 401). Its cached data goes only once it has unmounted: removing a query a
 * mounted component still watches would fetch it again. A failure puts the driver back.
 */
export const useSignOutDriver = (config?: MutationConfig<typeof signOutDriver>) =>
  useApiMutation(signOutDriver, config, (queryClient) => ({
    onMutate: async (): Promise<{ driver: Driver | null } | undefined> => {
      const signedIn = queryClient.getQueryData(SESSION_KEY);
      queryClient.setQueryData(SESSION_KEY, { driver: null });
      await queryClient.cancelQueries({ predicate: (q) => isDashboardData(q.queryKey) });
      return signedIn;
    },
    onSuccess: () => queryClient.removeQueries({ predicate: (q) => isDashboardData(q.queryKey) }),
    onError: (_error, _variables, signedIn) => queryClient.setQueryData(SESSION_KEY, signedIn ?? { driver: null }),
  }));
