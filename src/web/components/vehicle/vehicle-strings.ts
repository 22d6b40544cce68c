import { countText } from '@shared/durations';
import { VEHICLE_FEATURE_LABELS, type Vehicle } from '@shared/vehicle';

/**
 * design §14: the words every screen uses for a car's seats and features. The features' own labels are only
 * `VEHICLE_FEATURE_LABELS` (src/shared/vehicle.ts); the screens' particular sentences live in their area's strings.
 */
export const VEHICLE_TEXT = {
  seats: 'Posti',
  features: 'Dotazioni dell’auto',
  passengers: 'Passeggeri',
  requirements: 'Richieste per il taxi',
  seatsCount: (seats: number) => countText(seats, 'posto', 'posti'),
  /** "7 posti · Accessibile in carrozzina · Pagamento con carta": the car as a caller would be told of it. */
  car: (vehicle: Vehicle) => [countText(vehicle.seats, 'posto', 'posti'), ...vehicle.features.map((f) => VEHICLE_FEATURE_LABELS[f])].join(' · '),
} as const;
