import { countText } from '@shared/durations';

/**
 * The customer's words of design §14: the booking's 'Opzioni', what the search says of the taxis that fit, and
 * 'Non voglio più questo taxista' with its list. Kept free of the schemas: the booking page's first load reads it.
 * The features' labels are `VEHICLE_FEATURE_LABELS` (src/shared/vehicle.ts), on the options panel loaded on demand.
 */
export const RIGHT_TAXI_TEXT = {
  options: 'Opzioni',
  optionsChosen: (n: number) => (n === 0 ? '' : ` (${countText(n, 'scelta', 'scelte')})`),
  featuresLegend: 'Il taxi deve avere',
  passengersHint: 'Facoltativo: lo diciamo ai taxisti, solo le auto con abbastanza posti ricevono la richiesta.',
  /** The booking's answer (`matchingTaxisOnline`): how many taxis that fit the ride are online now. */
  matching: (n: number, asked: boolean) => countText(n, asked ? 'taxi adatto in servizio' : 'taxi in servizio', asked ? 'taxi adatti in servizio' : 'taxi in servizio'),
  noneMatching: 'Nessun taxi adatto in servizio ora: la centrale è stata avvisata',
  leaveOut: 'Non voglio più questo taxista',
  leaveOutHint: (name: string) => `${name} non riceverà più le tue richieste. Potrai riammetterlo da «Taxisti esclusi».`,
  leftOutTitle: 'Taxista escluso',
  leftOut: (name: string) => `${name} non riceverà più le tue richieste.`,
  leaveOutFailed: 'Impossibile escludere il taxista',
  excludedTitle: 'Taxisti esclusi',
  excludedIntro: 'Non ricevono le tue richieste di taxi.',
  readmit: 'Riammetti',
  readmitLabel: (name: string) => `Riammetti ${name}`,
  readmittedTitle: 'Taxista riammesso',
  readmitted: (name: string) => `${name} potrà di nuovo ricevere le tue richieste.`,
  readmitFailed: 'Impossibile riammettere il taxista',
} as const;
