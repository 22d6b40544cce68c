import type { DriverRatings } from '@shared/drivers.schemas';
import type { Driver } from '@shared/drivers.schemas';
import type { Ride } from '@shared/rides.schemas';
import { apiRequest } from '@/lib/query-client';

/** The drivers' calls (SPEC §7, DESIGN §8). Query keys are the paths, joined by '/' (SPEC §7 defaults). */

export const driverKeys = {
  me: ['/api/drivers/session'] as const,
  pending: ['/api/rides?status=pending'] as const,
  active: (driverId: string) => [`/api/rides?driverId=${encodeURIComponent(driverId)}&status=active`] as const,
  stats: (driverId: string) => ['/api/drivers', driverId, 'stats'] as const,
  reviews: (driverId: string) => ['/api/drivers', driverId, 'ratings?limit=5'] as const,
};


export type { DriverRatings };

export async function requestDriverCode(phoneNumber: string): Promise<{ resendAfterSeconds?: number }> {
  const res = await apiRequest('POST', '/api/drivers/verify-phone', { phoneNumber });
  return (await res.json()) as { resendAfterSeconds?: number };
}

export async function verifyDriverCode(phoneNumber: string, code: string): Promise<Driver> {
  const res = await apiRequest('POST', '/api/drivers/verify-code', { phoneNumber, code });
  return ((await res.json()) as { driver: Driver }).driver;
}

export async function signOutDriver(): Promise<void> {
  await apiRequest('POST', '/api/drivers/logout');
}

export async function setAvailability(driverId: string, isAvailable: boolean): Promise<Driver> {
  const res = await apiRequest('PATCH', `/api/drivers/${encodeURIComponent(driverId)}/status`, { isAvailable });
  return ((await res.json()) as { driver: Driver }).driver;
}

export async function placeBid(rideId: string, driverId: string, estimatedArrival: number): Promise<Ride> {
  const res = await apiRequest('POST', `/api/rides/${encodeURIComponent(rideId)}/bids`, { driverId, estimatedArrival });
  return ((await res.json()) as { ride: Ride }).ride;
}

export async function completeRide(rideId: string): Promise<void> {
  await apiRequest('PATCH', `/api/rides/${encodeURIComponent(rideId)}`, { status: 'completed' });
}

export async function cancelRide(rideId: string, reason: string): Promise<void> {
  await apiRequest('POST', `/api/rides/${encodeURIComponent(rideId)}/cancel`, { reason });
}
