import type { Driver } from '@shared/drivers.schemas';
import { t } from '@/i18n/i18n';
import { showErrorToast } from '@/lib/error-toast';
import { useLiveSocket } from '@/lib/live-socket';
import { useSetAvailability } from './api/set-availability';

/**
 * spec §4 "Driver status": PATCH first; only when the server says ok does the switch move and the live
 * channel hear driver_online / driver_offline. A refusal (e.g. a ride still under way) keeps the switch.
 */
export function useAvailability(driver: Driver) {
  const { send } = useLiveSocket();
  const mutation = useSetAvailability({
    onSuccess: (updated) => {
      send({ type: updated.isAvailable ? 'driver_online' : 'driver_offline', data: { driverId: updated.id } });
    },
    onError: (err) => showErrorToast(t('driver.availability.failed'), t('driver.checkConnection'), err),
  });
  return {
    setOnline: (isAvailable: boolean) => mutation.mutate({ driverId: driver.id, isAvailable }),
    pending: mutation.isPending,
  };
}
