import { MATCHING_TAXIS_COUNTED_UP_TO } from '@shared/constants';
import { t } from '@/i18n/i18n';

/**
 * The customer's words of design §14: the booking's 'Opzioni', what the search says of the taxis that fit, and
 * 'Non voglio più questo taxista' with its list. Kept free of the schemas: the booking page's first load reads it.
 * The texts are the catalogues' (design §16): each read gives the active language. The features' labels are
 * `featureLabel` (src/web/components/vehicle/vehicle-strings.ts), on the options panel loaded on demand.
 */
export const RIGHT_TAXI_TEXT = {
  get options() {
    return t('rightTaxi.options');
  },
  optionsChosen: (n: number) => (n === 0 ? '' : t('rightTaxi.optionsChosen', { n })),
  get featuresLegend() {
    return t('rightTaxi.featuresLegend');
  },
  get passengersHint() {
    return t('rightTaxi.passengersHint');
  },
  /** The booking's answer (`matchingTaxisOnline`): how many taxis that fit the ride are online now, counted up to a cap. */
  matching: (n: number, asked: boolean) =>
    t(asked ? 'rightTaxi.matchingAsked' : 'rightTaxi.matching', { n, more: n >= MATCHING_TAXIS_COUNTED_UP_TO ? 'yes' : 'no' }),
  get noneMatching() {
    return t('rightTaxi.noneMatching');
  },
  get leaveOut() {
    return t('rightTaxi.leaveOut');
  },
  leaveOutHint: (name: string) => t('rightTaxi.leaveOutHint', { name }),
  get leftOutTitle() {
    return t('rightTaxi.leftOutTitle');
  },
  leftOut: (name: string) => t('rightTaxi.leftOut', { name }),
  get leaveOutFailed() {
    return t('rightTaxi.leaveOutFailed');
  },
  get excludedTitle() {
    return t('rightTaxi.excludedTitle');
  },
  get excludedIntro() {
    return t('rightTaxi.excludedIntro');
  },
  get readmit() {
    return t('rightTaxi.readmit');
  },
  readmitLabel: (name: string) => t('rightTaxi.readmitLabel', { name }),
  get readmittedTitle() {
    return t('rightTaxi.readmittedTitle');
  },
  readmitted: (name: string) => t('rightTaxi.readmitted', { name }),
  get readmitFailed() {
    return t('rightTaxi.readmitFailed');
  },
};
