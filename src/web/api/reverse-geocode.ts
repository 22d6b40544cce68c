import type { LatLon } from '@shared/common.schemas';
import { readOptions } from '@/lib/query-client';

/** The address at a point (the device position), from our own geocoder route (design §1). */
export const reverseGeocodeQueryOptions = ({ lat, lon }: LatLon) =>
  readOptions('/api/geocode/reverse', ['/api/geocode/reverse', { lat, lon }]);
