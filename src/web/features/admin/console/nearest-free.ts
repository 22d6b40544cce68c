import type { FleetTaxi } from '@shared/console.schemas';
import { kmBetween } from '@shared/geo';
import { misfits, type RideNeeds, type Vehicle } from '@shared/vehicle';
import { featureLabel } from '@/components/vehicle/vehicle-strings';
import { t } from '@/i18n/i18n';

/**
 * "Non adatto: 4 posti per 5 passeggeri, manca Accessibile in carrozzina" in the active language (design §16);
 * src/shared/vehicle.ts's `misfitText` keeps the Italian for the server.
 */
export function misfitText(vehicle: Vehicle, needs: RideNeeds): string | null {
  const reasons = misfits(vehicle, needs);
  if (reasons.length === 0) return null;
  const parts = reasons.map((reason) =>
    reason.kind === 'seats'
      ? t('office.misfit.seats', { seats: vehicle.seats, passengers: needs.passengers ?? 0 })
      : t('office.misfit.feature', { feature: featureLabel(reason.feature) }),
  );
  return t('office.misfit', { reasons: parts.join(', ') });
}

export interface FreeTaxi {
  taxi: FleetTaxi;
  /** From the pickup, when both are known (a simulated position counts as unknown). */
  km: number | null;
  /** design §14: why this taxi cannot take the ride ("Non adatto: manca …"); null when it fits. */
  misfit: string | null;
}

/**
 * The taxis the office may give a ride to (free, not the ride's own driver): those that fit the ride's needs first
 * (design §14), and within each part the nearest to the pickup first, those with no known position after them, by
 * name. `query` narrows by plate or name as the operator types.
 */
export function freeTaxisFor(
  fleet: FleetTaxi[],
  pickup: { lat: number; lon: number } | null,
  options: { exceptDriverId?: string | null; query?: string; limit?: number; needs?: RideNeeds } = {},
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
      misfit: options.needs ? misfitText(taxi, options.needs) : null,
    }))
    .sort(
      (a, b) =>
        Number(a.misfit !== null) - Number(b.misfit !== null) ||
        (a.km ?? Infinity) - (b.km ?? Infinity) ||
        a.taxi.name.localeCompare(b.taxi.name, 'it'),
    )
    .slice(0, options.limit ?? 20);
}
