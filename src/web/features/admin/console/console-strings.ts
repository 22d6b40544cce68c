import { FLEET_STATUSES, type FleetStatus, type RideAlertKind, RIDE_ALERT_KINDS } from '@shared/console.schemas';
import { t } from '@/i18n/i18n';
import { texts, textsWith, translatedRecord } from '../office-text';

/** The fleet's figures: '3 liberi · 1 occupato', and the unreachable ones when there are any. */
const fleetSummary = (free: number, busy: number, unreachable: number) =>
  [
    t('office.console.fleet.countFree', { n: free }),
    t('office.console.fleet.countBusy', { n: busy }),
    ...(unreachable > 0 ? [t('office.console.fleet.countUnreachable', { n: unreachable })] : []),
  ].join(' · ');

/**
 * Every text of the office's 'Centrale' tab (design §10) that is said in more than one place or by code, read from
 * the catalogue in the active language (design §16) at each use.
 */
export const CONSOLE_TEXT = {
  get tab() {
    return t('office.tabs.console');
  },
  booking: textsWith(
    {
      title: 'office.console.booking.title',
      callerLabel: 'office.console.booking.callerLabel',
      callerInvalid: 'office.console.booking.callerInvalid',
      recentTitle: 'office.console.booking.recentTitle',
      recentNone: 'office.console.booking.recentNone',
      recentLoading: 'office.console.booking.recentLoading',
      recentError: 'office.console.booking.recentError',
      usePickup: 'office.console.booking.usePickup',
      pickupLabel: 'office.console.booking.pickupLabel',
      pickupPlaceholder: 'office.console.booking.pickupPlaceholder',
      pickupMissing: 'office.console.booking.pickupMissing',
      mapHint: 'office.console.booking.mapHint',
      mapPicked: 'office.console.booking.mapPicked',
      dropoffLabel: 'office.console.booking.dropoffLabel',
      // A hint, not a value: 'Non specificato' in grey read as a destination already filled in (issue 24).
      dropoffNone: 'office.console.booking.dropoffNone',
      requestType: 'office.console.booking.requestType',
      now: 'office.console.booking.now',
      later: 'office.console.booking.later',
      /** design §14: the caller's wishes for the taxi, folded away until asked for. */
      options: 'office.console.booking.options',
      notes: 'office.console.booking.notes',
      notesPlaceholder: 'office.console.booking.notesPlaceholder',
      submit: 'office.console.booking.submit',
      submitting: 'office.console.booking.submitting',
      bookedTitle: 'office.console.booking.bookedTitle',
      noSms: 'office.console.booking.noSms',
      failedTitle: 'office.console.booking.failedTitle',
      failed: 'office.console.booking.failed',
      /** design §10: the keys of a call, said under the form (the F2 key works from anywhere in the console). */
      keysHint: 'office.console.booking.keysHint',
    },
    {
      /** A number, not a word: the same example in every language. */
      callerPlaceholder: '+39 347 123 4567',
      // The coordinates stay in the code's dot notation: the operator reads them back into nothing but the map.
      mapPointText: (lat: number, lon: number) => t('office.console.booking.mapPointText', { lat: lat.toFixed(5), lon: lon.toFixed(5) }),
      /** The count of the options chosen, empty when none. */
      optionsChosen: (n: number) => (n === 0 ? '' : t('office.console.booking.optionsChosen', { n })),
      bookedText: (phone: string) => t('office.console.booking.bookedText', { phone }),
      bookedNoSmsText: (phone: string) => t('office.console.booking.bookedNoSmsText', { phone }),
    },
  ),
  fleet: textsWith(
    {
      title: 'office.console.fleet.title',
      free: 'office.console.fleet.free',
      busy: 'office.console.fleet.busy',
      offline: 'office.console.fleet.offline',
      unreachable: 'office.console.fleet.unreachable',
      pendingPin: 'office.console.fleet.pendingPin',
      pickedPin: 'office.console.fleet.pickedPin',
      approximate: 'office.console.fleet.approximate',
      assignHere: 'office.console.fleet.assignHere',
      none: 'office.console.fleet.none',
      error: 'office.console.fleet.error',
      clustered: 'office.console.fleet.clustered',
      mapLoading: 'office.console.fleet.mapLoading',
    },
    {
      lastSeen: (time: string) => t('office.console.fleet.lastSeen', { time }),
      positionAt: (time: string) => t('office.console.fleet.positionAt', { time }),
      heading: (destination: string) => t('office.console.fleet.heading', { destination }),
      call: (phone: string) => t('office.console.fleet.call', { phone }),
      assignRide: (pickup: string) => t('office.console.fleet.assignRide', { pickup }),
      summary: fleetSummary,
      /** A cluster's name on the map, for the pointer's tooltip and for screen readers. */
      cluster: (total: number, free: number, busy: number, unreachable: number) =>
        t('office.console.fleet.cluster', { n: total, summary: fleetSummary(free, busy, unreachable) }),
      moreUnreachable: (n: number) => t('office.console.fleet.moreUnreachable', { n }),
    },
  ),
  rides: textsWith(
    {
      title: 'office.console.rides.title',
      none: 'office.console.rides.none',
      error: 'office.console.rides.error',
      noDriver: 'office.console.rides.noDriver',
      driver: 'office.console.rides.driver',
      phone: 'office.console.rides.phone',
      expired: 'office.console.rides.expired',
      assign: 'office.console.rides.assign',
      reassign: 'office.console.rides.reassign',
      cancel: 'office.console.rides.cancel',
      close: 'office.console.rides.close',
      redispatch: 'office.console.rides.redispatch',
      held: 'office.console.rides.held',
    },
    {
      expiresIn: (time: string) => t('office.console.rides.expiresIn', { time }),
      departsAt: (time: string) => t('office.console.rides.departsAt', { time }),
      etaAt: (minutes: number) => t('office.console.rides.etaAt', { minutes }),
    },
  ),
  redispatch: texts({ done: 'office.console.redispatch.done', failed: 'office.console.redispatch.failed' }),
  assign: textsWith(
    {
      driver: 'office.console.assign.driver',
      noneFree: 'office.console.assign.noneFree',
      /** design §14: free taxis there are, but none has what the ride asks for. */
      noneFitting: 'office.console.assign.noneFitting',
      eta: 'office.console.assign.eta',
      etaNeeded: 'office.console.assign.etaNeeded',
      search: 'office.console.assign.search',
      currentDriver: 'office.console.assign.currentDriver',
      confirm: 'office.console.assign.confirm',
      failed: 'office.console.assign.failed',
    },
    {
      title: (reassign: boolean) => t(reassign ? 'office.console.assign.titleReassign' : 'office.console.assign.titleAssign'),
      description: (reassign: boolean) => t(reassign ? 'office.console.assign.descriptionReassign' : 'office.console.assign.descriptionAssign'),
      done: (name: string) => t('office.console.assign.done', { name }),
    },
  ),
  cancel: texts({
    title: 'office.console.cancel.title',
    description: 'office.console.cancel.description',
    reason: 'office.console.cancel.reason',
    confirm: 'office.console.cancel.confirm',
    back: 'office.console.cancel.back',
    done: 'office.console.cancel.done',
    failed: 'office.console.cancel.failed',
  }),
  close: texts({
    title: 'office.console.close.title',
    description: 'office.console.close.description',
    confirm: 'office.console.close.confirm',
    done: 'office.console.close.done',
    failed: 'office.console.close.failed',
  }),
  alerts: texts({
    title: 'office.console.alerts.title',
    handle: 'office.console.alerts.handle',
    handled: 'office.console.alerts.handled',
    failed: 'office.console.alerts.failed',
  }),
};

export const FLEET_STATUS_LABELS: Record<FleetStatus, string> = translatedRecord(
  FLEET_STATUSES,
  (status) => `office.console.fleet.${status}`,
);

/** design §10's reasons for the office to step in; the minutes are the server's settings, so not restated. */
export const ALERT_TEXTS: Record<RideAlertKind, string> = translatedRecord(RIDE_ALERT_KINDS, (kind) => `office.console.alert.${kind}`);
