import type { AdminRide } from '@shared/admin.schemas';
import type { RequestType } from '@shared/domain';

/** SPEC §4: the four known statuses have Italian labels; anything else is shown as it comes. */
export const RIDE_STATUS_LABELS: Record<string, string> = {
  pending: 'In Attesa',
  accepted: 'Accettata',
  completed: 'Completata',
  cancelled: 'Annullata',
};

export const rideStatusLabel = (status: string) => RIDE_STATUS_LABELS[status] ?? status;

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = {
  immediate: 'Immediata',
  scheduled: 'Prenotata',
};

/** SPEC §2.8 Taxista column: the name, 'N/A' when the driver is unknown, '-' when nobody accepted. */
export const driverCell = (ride: AdminRide) => (ride.acceptedDriverId ? (ride.driverName ?? 'N/A') : '-');
