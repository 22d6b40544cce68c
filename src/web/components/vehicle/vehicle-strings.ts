import type { Vehicle, VehicleFeature } from '@shared/vehicle';
import { t } from '@/i18n/i18n';

/** A feature's label in the active language (design §16); `VEHICLE_FEATURE_LABELS` is the server's Italian. */
export const featureLabel = (feature: VehicleFeature): string => t(`vehicle.feature.${feature}`);

/**
 * design §14: the words every screen uses for a car's seats and features, from the catalogues (design §16). The
 * screens' particular sentences live in their area's strings.
 */
export const VEHICLE_TEXT = {
  get seats() {
    return t('vehicle.seats');
  },
  get features() {
    return t('vehicle.features');
  },
  get passengers() {
    return t('vehicle.passengers');
  },
  get requirements() {
    return t('vehicle.requirements');
  },
  seatsCount: (seats: number) => t('vehicle.seatsCount', { n: seats }),
  /** "7 posti · Accessibile in carrozzina · Pagamento con carta": the car as a caller would be told of it. */
  car: (vehicle: Vehicle) => [t('vehicle.seatsCount', { n: vehicle.seats }), ...vehicle.features.map(featureLabel)].join(' · '),
};
