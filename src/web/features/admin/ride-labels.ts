import type { AdminRide } from '@shared/admin.schemas';
import { REQUEST_TYPES, type RequestType } from '@shared/domain';
import { isRideStatus } from '@shared/ride-states';
import { t } from '@/i18n/i18n';
import { translatedRecord } from './office-text';

export const REQUEST_TYPE_LABELS: Record<RequestType, string> = translatedRecord(REQUEST_TYPES, (type) => `office.requestType.${type}`);

/** spec §4: a status's label in the active language; one the web does not know yet is shown as it comes. */
export const rideStatusText = (status: string): string => (isRideStatus(status) ? t(`rideStatus.${status}`) : status);

/** spec §2.8 Taxista column: the name, 'N/A' when the driver is unknown, '-' when nobody accepted. */
export const driverCell = (ride: AdminRide) => (ride.acceptedDriverId ? (ride.driverName ?? 'N/A') : '-');
