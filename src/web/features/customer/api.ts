import type { CreateRideRequest, CreateRideResponse, CustomerRideView, CustomerRidesResponse } from '@shared/rides.schemas';
import type { FareRequest } from '@shared/fare.schemas';
import type { FareEstimate } from '@shared/fare.schemas';
import type { Ride } from '@shared/rides.schemas';
import { apiRequest } from '@/lib/query-client';

export interface CustomerSession {
  customerId: string;
  phoneNumber: string;
}

export const ME_KEY = ['/api/customers/session'] as const;
export const ridesKey = (scope: 'current' | 'upcoming') => [`/api/customers/me/rides?scope=${scope}`] as const;

export async function requestCode(phoneNumber: string): Promise<{ resendAfterSeconds?: number }> {
  const res = await apiRequest('POST', '/api/customers/verify-phone', { phoneNumber });
  return (await res.json()) as { resendAfterSeconds?: number };
}

export async function verifyCode(phoneNumber: string, code: string): Promise<CustomerSession> {
  const res = await apiRequest('POST', '/api/customers/verify-code', { phoneNumber, code });
  return (await res.json()) as CustomerSession;
}

export async function signOut(): Promise<void> {
  await apiRequest('POST', '/api/customers/logout');
}

export async function calculateFare(body: FareRequest): Promise<FareEstimate> {
  const res = await apiRequest('POST', '/api/fare/calculate', body);
  return (await res.json()) as FareEstimate;
}

export async function createRide(body: CreateRideRequest, idempotencyKey: string): Promise<Ride> {
  const res = await apiRequest('POST', '/api/rides', body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return ((await res.json()) as CreateRideResponse).rideRequest;
}

export async function fetchRide(rideId: string): Promise<CustomerRideView> {
  const res = await apiRequest('GET', `/api/rides/${rideId}`);
  return (await res.json()) as CustomerRideView;
}

export async function fetchCurrentRide(): Promise<CustomerRideView | null> {
  const res = await apiRequest('GET', '/api/customers/me/rides?scope=current');
  return ((await res.json()) as CustomerRidesResponse).rides[0] ?? null;
}

export async function completeRide(rideId: string): Promise<void> {
  await apiRequest('PATCH', `/api/rides/${rideId}`, { status: 'completed' });
}

export async function cancelRide(rideId: string, reason?: string): Promise<Ride> {
  const res = await apiRequest('POST', `/api/rides/${rideId}/cancel`, reason ? { reason } : {});
  return ((await res.json()) as { ride: Ride }).ride;
}

/** A fresh key per booking attempt; kept across network retries of the same attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
