import { queryOptions } from '@tanstack/react-query';
import type { LatLon } from '@shared/common.schemas';
import type { ReverseResult } from '@shared/geocode.schemas';

/** The address at a point (the device position), from our own geocoder route (design §1). */
export const reverseGeocodeQueryOptions = ({ lat, lon }: LatLon) =>
  queryOptions<ReverseResult>({ queryKey: ['/api/geocode/reverse', { lat, lon }] });
