/**
 * The shapes our API and live channel carry (SPEC §3). Money travels in euros with 2 decimals
 * as numbers, the database keeps integer cents.
 */
export const RIDE_STATUSES = ['pending', 'accepted', 'completed', 'cancelled', 'expired'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

export const REQUEST_TYPES = ['immediate', 'scheduled'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];

export const USER_TYPES = ['customer', 'driver', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Ride {
  id: string;
  customerId: string;
  customerPhone: string;
  pickupAddress: string;
  pickupLat: number | null;
  pickupLon: number | null;
  dropoffAddress: string;
  dropoffLat: number | null;
  dropoffLon: number | null;
  requestType: RequestType;
  scheduledTime: string | null;
  estimatedDistance: number | null;
  estimatedFare: number | null;
  status: RideStatus;
  acceptedDriverId: string | null;
  estimatedArrival: number | null;
  notes: string | null;
  cancelReason: string | null;
  createdAt: string;
  acceptedAt: string | null;
  completedAt: string | null;
  expiresAt: string;
}

export interface Driver {
  id: string;
  name: string;
  phoneNumber: string;
  licensePlate: string;
  carModel: string;
  rating: string;
  averageRating: number;
  totalRatings: number;
  isAvailable: boolean;
}

/** What a customer learns about the driver who accepted their ride (SPEC §7 ride_accepted). */
export interface AcceptedDriver {
  id: string;
  name: string;
  phoneNumber: string;
  carModel: string;
  licensePlate: string;
  rating: string;
}

export interface DriverPosition {
  driverId: string;
  latitude: number;
  longitude: number;
}

/** A driver's own day (GET /api/drivers/{id}/stats), computed by the server in the Rome day. */
export interface DriverStats {
  completedToday: number;
  /** Euros, from the completed rides' estimated fares. */
  earningsToday: number;
  /** Average ETA offered on the rides accepted today, in minutes with one decimal; null when none. */
  averageEta: number | null;
  averageRating: number;
  totalRatings: number;
}
