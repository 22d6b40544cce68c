import { z } from 'zod';

/**
 * design §14: what a taxi offers and what a ride needs — the one list of features, their Italian labels and the
 * rule that decides whether a taxi fits. The server's dispatch, the office's assign dialog and the simulator all
 * ask `fitsRide`; the screens label features from `VEHICLE_FEATURE_LABELS` only.
 */
export const VEHICLE_FEATURES = ['wheelchair', 'large_boot', 'cards', 'pets', 'child_seat', 'electric'] as const;
export type VehicleFeature = (typeof VEHICLE_FEATURES)[number];

export const VEHICLE_FEATURE_LABELS: Record<VehicleFeature, string> = {
  wheelchair: 'Accessibile in carrozzina',
  large_boot: 'Bagagliaio grande (station wagon)',
  cards: 'Pagamento con carta',
  pets: 'Animali ammessi',
  child_seat: 'Seggiolino per bambini',
  electric: 'Auto elettrica',
};

/**
 * Seats are the passengers' seats, as a taxi's '7 posti' is said to a caller (ADR 260): a ride of N passengers fits
 * a car of N seats or more. Existing taxis count as a saloon's four (migration 0017).
 */
export const SEATS = { min: 4, max: 9, default: 4 } as const;
export const PASSENGERS = { min: 1, max: 8 } as const;

export const VEHICLE_MESSAGES = {
  unknownFeature: `Caratteristica sconosciuta: scegli tra ${VEHICLE_FEATURES.map((f) => VEHICLE_FEATURE_LABELS[f]).join(', ')}`,
  seats: `Posti: da ${SEATS.min} a ${SEATS.max}`,
  passengers: `Passeggeri: da ${PASSENGERS.min} a ${PASSENGERS.max}`,
  repeatedFeature: 'Ogni caratteristica va indicata una volta sola',
} as const;

export const vehicleFeatureSchema = z.enum(VEHICLE_FEATURES, { error: VEHICLE_MESSAGES.unknownFeature });

/** A set of features, sent as a list: each at most once. */
export const vehicleFeaturesSchema = z
  .array(vehicleFeatureSchema, { error: VEHICLE_MESSAGES.unknownFeature })
  .max(VEHICLE_FEATURES.length, VEHICLE_MESSAGES.repeatedFeature)
  .refine((list) => new Set(list).size === list.length, VEHICLE_MESSAGES.repeatedFeature);

export const seatsSchema = z
  .number({ error: VEHICLE_MESSAGES.seats })
  .int(VEHICLE_MESSAGES.seats)
  .min(SEATS.min, VEHICLE_MESSAGES.seats)
  .max(SEATS.max, VEHICLE_MESSAGES.seats);

export const passengersSchema = z
  .number({ error: VEHICLE_MESSAGES.passengers })
  .int(VEHICLE_MESSAGES.passengers)
  .min(PASSENGERS.min, VEHICLE_MESSAGES.passengers)
  .max(PASSENGERS.max, VEHICLE_MESSAGES.passengers);

/** A taxi as dispatch matches it. */
export interface Vehicle {
  seats: number;
  features: readonly VehicleFeature[];
}

/** What a ride asks of its taxi; `passengers` null when nobody said (then any taxi seats them). */
export interface RideNeeds {
  requirements: readonly VehicleFeature[];
  passengers: number | null;
}

/** Why a taxi does not fit a ride, for the office's assign dialog; empty when it fits. */
export function misfits(vehicle: Vehicle, needs: RideNeeds): Array<{ kind: 'seats' } | { kind: 'feature'; feature: VehicleFeature }> {
  const reasons: Array<{ kind: 'seats' } | { kind: 'feature'; feature: VehicleFeature }> = [];
  if (needs.passengers !== null && needs.passengers > vehicle.seats) reasons.push({ kind: 'seats' });
  for (const feature of needs.requirements) {
    if (!vehicle.features.includes(feature)) reasons.push({ kind: 'feature', feature });
  }
  return reasons;
}

export function fitsRide(vehicle: Vehicle, needs: RideNeeds): boolean {
  return misfits(vehicle, needs).length === 0;
}

/** The Italian sentence for a misfit list: "Non adatto: 4 posti, manca Accessibile in carrozzina". */
export function misfitText(vehicle: Vehicle, needs: RideNeeds): string | null {
  const reasons = misfits(vehicle, needs);
  if (reasons.length === 0) return null;
  const parts = reasons.map((reason) =>
    reason.kind === 'seats'
      ? `${vehicle.seats} posti per ${needs.passengers} passeggeri`
      : `manca ${VEHICLE_FEATURE_LABELS[reason.feature]}`,
  );
  return `Non adatto: ${parts.join(', ')}`;
}
