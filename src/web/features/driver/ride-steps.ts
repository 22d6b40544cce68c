import { canTransition, noShowAllowedAt, type RideStatus } from '@shared/ride-states';
import type { SettableRideStatus } from '@shared/rides.schemas';
import { type MessageId, t } from '@/i18n/i18n';

/**
 * What the driver's active-ride card offers for each status, derived from the shared transition table
 * (src/shared/ride-states.ts): one main step forward, and the ways out the table allows the driver.
 */

/** A step forward (no-show is a way out, offered beside it). */
export type ForwardStep = Exclude<SettableRideStatus, 'no_show'>;

/** The driver's way forward through a ride, in order (design §4): the first one the table allows is the next step. */
const FORWARD: readonly ForwardStep[] = ['arrived', 'on_board', 'completed'];

const STEP_LABELS: Record<ForwardStep, MessageId> = {
  arrived: 'driver.step.arrived',
  on_board: 'driver.step.onBoard',
  completed: 'driver.step.completed',
};

/** The step's button, in the active language: 'Sono arrivato', 'Passeggero a bordo', 'Corsa completata'. */
export const stepLabel = (step: ForwardStep): string => t(STEP_LABELS[step]);

export const nextStep = (status: RideStatus): ForwardStep | null =>
  FORWARD.find((to) => canTransition(status, to, 'driver')) ?? null;

export const canReportNoShow = (status: RideStatus): boolean => canTransition(status, 'no_show', 'driver');
/** design §4: the driver's 'Annulla corsa' gives the ride back to be dispatched again (a drop). */
export const canDriverCancel = (status: RideStatus): boolean => canTransition(status, 'pending', 'driver');

/** Until the passenger is on board the driver heads for the pickup; then for the destination. */
export const headingFor = (status: RideStatus): 'pickup' | 'dropoff' =>
  canTransition(status, 'arrived', 'driver') || canTransition(status, 'on_board', 'driver') ? 'pickup' : 'dropoff';

/** The card's title for a ride under way, in the driver's words; keyed by every status so a new one must be decided. */
const CARD_TITLES: Record<RideStatus, MessageId> = {
  pending: 'driver.active.underWay',
  accepted: 'driver.active.accepted',
  arrived: 'driver.active.arrived',
  on_board: 'driver.active.onBoard',
  completed: 'driver.active.underWay',
  cancelled: 'driver.active.underWay',
  expired: 'driver.active.underWay',
  no_show: 'driver.active.underWay',
};

export const cardTitle = (status: RideStatus): string => t(CARD_TITLES[status]);

export interface NoShowWait {
  /** The driver has waited long enough at the pickup (design §4, `NO_SHOW_WAIT_MINUTES`). */
  ready: boolean;
  secondsLeft: number;
}

/**
 * How long the driver must still wait at the pickup before 'Cliente assente', counted from the server's `arrivedAt`
 * (the server checks the same rule; a phone clock a little off only moves when the button lights up).
 */
export function noShowWait(arrivedAt: string | null, waitMinutes: number, now: number): NoShowWait {
  const since = arrivedAt ? new Date(arrivedAt) : null;
  const leftMs =
    since && Number.isFinite(since.getTime()) ? noShowAllowedAt(since, waitMinutes).getTime() - now : waitMinutes * 60_000;
  const secondsLeft = Math.max(0, Math.ceil(leftMs / 1000));
  return { ready: secondsLeft === 0, secondsLeft };
}

/** 272 → "4:32". */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
