import type { RequestType } from './domain';

/**
 * The life of a ride (design §4) in one place: its statuses, who may move it from one to another, the Italian
 * label of each, and what each area shows for it. The server refuses transitions and builds its SQL conditions
 * from these tables; the web chooses its screens from them. Every table is keyed by status, so a new status does
 * not compile until each table says what it means for it.
 */
export const RIDE_STATUSES = ['pending', 'accepted', 'arrived', 'on_board', 'completed', 'cancelled', 'expired', 'no_show'] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

/** Who changes a ride: its customer, its driver, the office, or the server itself (expiry). */
export const RIDE_ACTOR_ROLES = ['customer', 'driver', 'admin', 'system'] as const;
export type RideActorRole = (typeof RIDE_ACTOR_ROLES)[number];

type TransitionTable = { readonly [From in RideStatus]: { readonly [To in RideStatus]?: readonly RideActorRole[] } };

/**
 * From → to → the roles allowed to make that change (design §4). Anything not listed is refused. The customer's
 * completion is the spec's auto-complete; `accepted → accepted` is the office reassigning the ride to another driver;
 * `arrived → no_show` also needs the driver to have waited `NO_SHOW_WAIT_MINUTES` at the pickup (a time rule the
 * server adds to the same UPDATE). A driver does not cancel a ride he took: he drops it (`→ pending`), and it goes
 * out again without him; `pending → pending` and `expired → pending` are the office's 'Ridistribuisci'.
 */
export const RIDE_TRANSITIONS = {
  pending: { accepted: ['driver', 'admin'], cancelled: ['customer', 'admin'], expired: ['system'], pending: ['admin'] },
  accepted: {
    arrived: ['driver'],
    completed: ['customer', 'driver', 'admin'],
    cancelled: ['customer', 'admin'],
    accepted: ['admin'],
    pending: ['driver'],
  },
  arrived: {
    on_board: ['driver'],
    completed: ['customer', 'driver', 'admin'],
    no_show: ['driver'],
    cancelled: ['customer', 'admin'],
    accepted: ['admin'],
    pending: ['driver'],
  },
  on_board: { completed: ['customer', 'driver', 'admin'] },
  completed: {},
  cancelled: {},
  expired: { pending: ['admin'] },
  no_show: {},
} as const satisfies TransitionTable;

export function canTransition(from: RideStatus, to: RideStatus, role: RideActorRole): boolean {
  const roles: readonly RideActorRole[] | undefined = (RIDE_TRANSITIONS as TransitionTable)[from][to];
  return roles?.includes(role) ?? false;
}

/**
 * design §4's time rule on top of the table: the moment from which the driver may report 'Cliente assente',
 * having waited `waitMinutes` (`NO_SHOW_WAIT_MINUTES`) at the pickup since saying 'Sono arrivato'.
 */
export const noShowAllowedAt = (arrivedAt: Date, waitMinutes: number): Date =>
  new Date(arrivedAt.getTime() + waitMinutes * 60_000);

/** The statuses from which `role` may move a ride to `to`: the `status in (…)` of that change's conditional UPDATE. */
export function statusesLeadingTo(to: RideStatus, role: RideActorRole): RideStatus[] {
  return RIDE_STATUSES.filter((from) => canTransition(from, to, role));
}

/**
 * Where a ride stands: looking for a driver, under way (a driver is bound to it: at most one such ride per
 * driver), or over.
 */
export type RidePhase = 'searching' | 'under_way' | 'ended';

export const RIDE_PHASE: Record<RideStatus, RidePhase> = {
  pending: 'searching',
  accepted: 'under_way',
  arrived: 'under_way',
  on_board: 'under_way',
  completed: 'ended',
  cancelled: 'ended',
  expired: 'ended',
  no_show: 'ended',
};

export const statusesIn = (phase: RidePhase): RideStatus[] => RIDE_STATUSES.filter((s) => RIDE_PHASE[s] === phase);

/** design §4: the driver-side filter `status=active`; the customer's position sharing; one per driver. */
export const UNDER_WAY_STATUSES = statusesIn('under_way');
export const ENDED_STATUSES = statusesIn('ended');

export const isUnderWay = (status: RideStatus): boolean => RIDE_PHASE[status] === 'under_way';
export const hasEnded = (status: RideStatus): boolean => RIDE_PHASE[status] === 'ended';

/**
 * A customer's current ride: an immediate request still looking for a driver, or any ride under way (a scheduled
 * ride is accepted only inside its 30-minute window, so it is under way too). A customer has at most one.
 */
export function isCurrentForCustomer(ride: { status: RideStatus; requestType: RequestType }): boolean {
  const phase = RIDE_PHASE[ride.status];
  return phase === 'under_way' || (phase === 'searching' && ride.requestType === 'immediate');
}

/** design §4: every status has its Italian label here and nowhere else. */
export const RIDE_STATUS_LABELS: Record<RideStatus, string> = {
  pending: 'In Attesa',
  accepted: 'Accettata',
  arrived: 'Taxi arrivato',
  on_board: 'In corso',
  completed: 'Completata',
  cancelled: 'Annullata',
  expired: 'Scaduta',
  no_show: 'Cliente assente',
};

export const isRideStatus = (status: string): status is RideStatus => (RIDE_STATUSES as readonly string[]).includes(status);

/** spec §4: a status the web does not know (a newer server) is shown as it comes. */
export const rideStatusLabel = (status: string): string => (isRideStatus(status) ? RIDE_STATUS_LABELS[status] : status);

/** Why a ride in this status cannot take the change asked for: the Italian reason of the 409. */
export const RIDE_STATUS_REFUSALS: Record<RideStatus, string> = {
  pending: 'La corsa non è ancora stata accettata da un taxista',
  accepted: 'La corsa è già stata accettata da un taxista',
  arrived: 'Il taxi è già arrivato al punto di partenza',
  on_board: 'Il passeggero è già a bordo: la corsa può solo essere completata',
  completed: 'La corsa è già stata completata',
  cancelled: 'La corsa è stata annullata',
  expired: 'La richiesta è scaduta: nessun taxista l’ha accettata in tempo',
  no_show: 'La corsa è stata chiusa: il cliente non si è presentato',
};

/**
 * What the booking page shows for the ride it follows (spec §2.1, §2.3): the arriving card covers the whole ride
 * under way (accepted → arrived → on board) and follows its status.
 */
export type CustomerCard = 'searching' | 'scheduled' | 'arriving' | 'expired' | 'no_show' | 'form';

const CUSTOMER_CARD: Record<RideStatus, (requestType: RequestType) => CustomerCard> = {
  pending: (type) => (type === 'immediate' ? 'searching' : 'scheduled'),
  accepted: () => 'arriving',
  arrived: () => 'arriving',
  on_board: () => 'arriving',
  // The form comes back; a completed ride not yet rated opens the rating dialog over it.
  completed: () => 'form',
  cancelled: () => 'form',
  // A booking for later that nobody took is told in the upcoming list, not as the page's main card.
  expired: (type) => (type === 'immediate' ? 'expired' : 'form'),
  no_show: () => 'no_show',
};

export const customerCard = (ride: { status: RideStatus; requestType: RequestType }): CustomerCard =>
  CUSTOMER_CARD[ride.status](ride.requestType);

/** design §4 "Rating": one per completed ride, by its customer; only a ride that reached its destination is rated. */
const RATEABLE: Record<RideStatus, boolean> = {
  pending: false,
  accepted: false,
  arrived: false,
  on_board: false,
  completed: true,
  cancelled: false,
  expired: false,
  no_show: false,
};

export const isRateable = (status: RideStatus): boolean => RATEABLE[status];

/** What the drivers' dashboard does with a ride of its driver, or offered to them (spec §2.7). */
export type DriverView = 'request' | 'active' | 'none';

const DRIVER_VIEW: Record<RideStatus, DriverView> = {
  pending: 'request',
  accepted: 'active',
  arrived: 'active',
  on_board: 'active',
  completed: 'none',
  cancelled: 'none',
  expired: 'none',
  no_show: 'none',
};

export const driverView = (status: RideStatus): DriverView => DRIVER_VIEW[status];

/**
 * design §4, §10: the office's 'Ridistribuisci' sends out again a request nobody took (`expired`) or one held for the
 * office after `DROP_LIMIT` drops — the server's condition on the same move (`pending` by the office).
 */
export const isRedispatchable = (ride: { status: RideStatus; heldAt: string | null }): boolean =>
  canTransition(ride.status, 'pending', 'admin') && (ride.status === 'expired' || ride.heldAt !== null);
