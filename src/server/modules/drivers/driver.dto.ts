import type { AcceptedDriver } from '../../../shared/rides.schemas';
import type { Driver } from '../../../shared/drivers.schemas';
import type { DriverRow } from './drivers.queries';

/** The rating customers see: the real average once votes exist, the office's initial rating before. */
export function displayedRating(row: DriverRow): string {
  return row.totalRatings > 0 ? Number(row.averageRating).toFixed(1) : Number(row.rating).toFixed(1);
}

export function toDriverDto(row: DriverRow): Driver {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    licensePlate: row.licensePlate,
    carModel: row.carModel,
    licenseNumber: row.licenseNumber,
    rating: Number(row.rating).toFixed(1),
    averageRating: Number(row.averageRating),
    totalRatings: row.totalRatings,
    isAvailable: row.isAvailable,
    seats: row.seats,
    features: row.features,
  };
}

export function toAcceptedDriver(row: DriverRow): AcceptedDriver {
  return {
    id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    carModel: row.carModel,
    licensePlate: row.licensePlate,
    rating: displayedRating(row),
  };
}
