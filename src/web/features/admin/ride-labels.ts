import type { AdminRide } from '@shared/admin.schemas';
import type { RequestType } from '@shared/domain';

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  immediate: 'Immediata',
  scheduled: 'Prenotata',
};

/** spec §2.8 Taxista column: the name, 'N/A' when the driver is unknown, '-' when nobody accepted. */
export const driverCell = (ride: AdminRide) => (ride.acceptedDriverId ? (ride.driverName ?? 'N/A') : '-');
