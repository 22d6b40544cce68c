import { useQueryClient } from '@tanstack/react-query';
import type { Driver } from '@shared/drivers.schemas';
import { useLiveMessage } from '@/lib/live-socket';
import { driverSessionQueryOptions } from './api/get-driver-session';

/**
 * The driver's own figures follow the server (issue 11 point 5): when this driver changes — a customer rated a
 * ride, the office edited them — the session's copy is replaced and every read under `/api/drivers/{id}` (the
 * day's stats, the average and the reviews) is read again, without a reload.
 */
export function useOwnFiguresLive(driverId: string): void {
  const queryClient = useQueryClient();
  useLiveMessage('driver_updated', ({ driver }) => {
    if (driver.id !== driverId) return;
    queryClient.setQueryData<{ driver: Driver | null }>(driverSessionQueryOptions().queryKey, { driver });
    void queryClient.invalidateQueries({ queryKey: ['/api/drivers', driverId] });
  });
}
