import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers.schemas';
import { toast } from '@/hooks/use-toast';
import { useLiveSocket } from '@/lib/live-socket';
import { readApiError } from '@/lib/query-client';
import { driverKeys, setAvailability } from './driver-api';

/**
 * SPEC §4 "Driver status": PATCH first; only when the server says ok does the switch move and the live
 * channel hear driver_online / driver_offline. A refusal (e.g. a ride still under way) keeps the switch.
 */
export function useAvailability(driver: Driver) {
  const queryClient = useQueryClient();
  const { send } = useLiveSocket();
  const mutation = useMutation({
    mutationFn: (isAvailable: boolean) => setAvailability(driver.id, isAvailable),
    onSuccess: (updated) => {
      queryClient.setQueryData<{ driver: Driver }>(driverKeys.me, { driver: updated });
      send({ type: updated.isAvailable ? 'driver_online' : 'driver_offline', data: { driverId: updated.id } });
      if (updated.isAvailable) void queryClient.invalidateQueries({ queryKey: driverKeys.pending });
    },
    onError: (err) => {
      toast({
        variant: 'destructive',
        title: 'Non è stato possibile aggiornare lo stato',
        description: readApiError(err, 'Controlla la connessione e riprova.'),
      });
    },
  });
  return { setOnline: mutation.mutate, pending: mutation.isPending };
}
