import type { FleetTaxi } from '@shared/console.schemas';
import { kmBetween } from '@shared/geo';

export interface FreeTaxi {
  taxi: FleetTaxi;
  /** From the pickup, when both are known (a simulated position counts as unknown). */
  km: number | null;
}

/**
 * The taxis the office may give a ride to (free, not the ride's own driver), nearest to the pickup first; those
 * with no known position after them, by name. `query` narrows by plate or name as the operator types.
 */
export function freeTaxisFor(
  fleet: FleetTaxi[],
  pickup: { lat: number; lon: number } | null,
  options: { exceptDriverId?: string | null; query?: string; limit?: number } = {},
): FreeTaxi[] {
  const q = options.query?.trim().toLowerCase() ?? '';
  return fleet
    .filter((t) => t.status === 'free' && t.driverId !== options.exceptDriverId)
    .filter((t) => !q || t.licensePlate.toLowerCase().includes(q) || t.name.toLowerCase().includes(q))
    .map((taxi) => ({
      taxi,
      km:
        pickup && taxi.latitude !== null && taxi.longitude !== null && !taxi.simulated
          ? kmBetween(pickup, { lat: taxi.latitude, lon: taxi.longitude })
          : null,
    }))
    .sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity) || a.taxi.name.localeCompare(b.taxi.name, 'it'))
    .slice(0, options.limit ?? 20);
}
