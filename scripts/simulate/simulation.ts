import TinyQueue from 'tinyqueue';
import type { CandidateDriver } from '../../src/server/modules/dispatch/dispatch.rules';
import type { DispatchSettings } from '../../src/server/config';
import type { LatLon } from '../../src/shared/common.schemas';
import { fitsRide } from '../../src/shared/vehicle';
import type { RideRequest } from './demand';
import type { DriverBehaviour, DriverProfile } from './fleet';
import { drive, type Leg, positionOn, type Roads, stayAt, straightKm } from './motion';
import type { Random } from './random';

export interface SimulationParams {
  roads: Roads;
  /** From the taxi's arrival at the pickup to its leaving with the customer. */
  boardingSeconds: number;
  /** spec §9: an immediate ride without a driver expires after 90 s. */
  expirySeconds: number;
  afterDropoff: AfterDropoff;
  dispatch: DispatchSettings;
  /** How the drivers answer a call (the same the fleet's traits were drawn from). */
  behaviour: DriverBehaviour;
}

/**
 * What a free driver does after a drop-off: drive to the nearest taxi rank and queue there (what radio-taxi
 * co-operatives ask), drive back to their own rank, or wait where they are. Free, and dispatchable, on the way.
 */
export const AFTER_DROPOFF = ['nearest-rank', 'home-rank', 'stay'] as const;
export type AfterDropoff = (typeof AFTER_DROPOFF)[number];

export interface World {
  drivers: DriverProfile[];
  rides: RideRequest[];
  ranks: LatLon[];
}

export interface DriverState {
  profile: DriverProfile;
  /** `offered`: an offer card is on the driver's screen; they see nothing else until it ends. */
  status: 'offline' | 'free' | 'offered' | 'busy';
  leg: Leg;
  idleSince: number;
  shiftEnd: number;
  rides: number;
}

export interface RideState {
  request: RideRequest;
  status: 'pending' | 'accepted' | 'expired';
  /** Every free driver sees it in their list (broadcast, or `nearest` once its offers have run out). */
  broadcast: boolean;
  /** Drivers who had its offer and refused or let it time out, in order; the one holding it now. */
  offeredDriverIds: string[];
  /** Of those, the ones who tapped 'Rifiuta': the only ones who never see the ride again (design §11). */
  refusedDriverIds: string[];
  offeredTo: DriverState | null;
  acceptedAt: number | null;
  driverId: string | null;
  /** Straight-line km from the taxi to the pickup when it accepted; ETA by road at the model's speed. */
  pickupKm: number | null;
  etaMinutes: number | null;
}

/** A dispatch policy reacts to two things: a new ride, and a driver who has just become free to take one. */
export interface Policy {
  rideRequested(ride: RideState): void;
  driverFree(driver: DriverState): void;
}

interface Event {
  at: number;
  seq: number;
  run: () => void;
}

/** Any fixed midnight: the choice function takes instants as Dates, and only their differences matter. */
const DAY_START_MS = Date.UTC(2026, 2, 2);

/**
 * A discrete-event simulation of one day: events run in time order (ties in the order they were scheduled), so
 * the same world, policy and random stream always give the same day. Times are seconds from midnight.
 */
export class Simulation {
  now = -Infinity;
  readonly drivers: DriverState[];
  readonly rides: RideState[];
  private readonly byId = new Map<string, DriverState>();
  private readonly ranks: readonly LatLon[];
  private readonly queue = new TinyQueue<Event>([], (a, b) => a.at - b.at || a.seq - b.seq);
  private seq = 0;
  private policy: Policy | null = null;

  constructor(
    world: World,
    readonly params: SimulationParams,
    readonly random: Random,
  ) {
    this.drivers = world.drivers.map((profile) => ({ profile, status: 'offline', leg: stayAt(profile.rank, 0), idleSince: 0, shiftEnd: 0, rides: 0 }));
    for (const d of this.drivers) this.byId.set(d.profile.id, d);
    this.ranks = world.ranks;
    this.rides = world.rides.map((request) => ({
      request,
      status: 'pending',
      broadcast: false,
      offeredDriverIds: [],
      refusedDriverIds: [],
      offeredTo: null,
      acceptedAt: null,
      driverId: null,
      pickupKm: null,
      etaMinutes: null,
    }));
  }

  run(policy: Policy): void {
    this.policy = policy;
    for (const driver of this.drivers) {
      for (const shift of driver.profile.shifts) {
        this.at(shift.start, () => this.startShift(driver, shift.end));
        this.at(shift.end, () => {
          if (driver.status === 'free') driver.status = 'offline';
        });
      }
    }
    for (const ride of this.rides) {
      this.at(ride.request.requestedAt, () => policy.rideRequested(ride));
      this.at(ride.request.requestedAt + this.params.expirySeconds, () => this.expire(ride));
    }
    for (let event = this.queue.pop(); event; event = this.queue.pop()) {
      this.now = event.at;
      event.run();
    }
  }

  at(time: number, run: () => void): void {
    this.queue.push({ at: Math.max(time, this.now), seq: this.seq++, run });
  }

  driver(id: string): DriverState {
    const driver = this.byId.get(id);
    if (!driver) throw new Error(`no driver ${id}`);
    return driver;
  }

  /** design §14, as the server's SQL: the free drivers whose car can serve the ride, the only ones shown or offered it. */
  freeDriversFor(ride: RideState): DriverState[] {
    return this.drivers.filter((d) => d.status === 'free' && fits(d, ride));
  }

  /** Rides this free driver can see and take: broadcast, and ones his car can serve. */
  openBroadcastsFor(driver: DriverState): RideState[] {
    return this.rides.filter((r) => r.status === 'pending' && r.broadcast && fits(driver, r));
  }

  positionOf(driver: DriverState): LatLon {
    return positionOn(driver.leg, this.now);
  }

  pickupKm(driver: DriverState, ride: RideState): number {
    return straightKm(this.positionOf(driver), ride.request.pickup);
  }

  /** The driver as the server knows them: the position their phone last sent (every few seconds), if it sends one. */
  candidate(driver: DriverState): CandidateDriver {
    const { profile } = driver;
    const every = this.params.behaviour.positionEverySeconds;
    const sentAt = Math.floor((this.now - profile.positionPhaseSeconds) / every) * every + profile.positionPhaseSeconds;
    return {
      driverId: profile.id,
      position: profile.sharesPosition ? positionOn(driver.leg, sentAt) : null,
      positionAt: profile.sharesPosition ? this.date(sentAt) : null,
      idleSince: this.date(driver.idleSince),
      vehicle: profile.vehicle,
    };
  }

  date(seconds: number = this.now): Date {
    return new Date(DAY_START_MS + seconds * 1_000);
  }

  /** The driver takes the ride now: to the pickup, the customer boards, to the drop-off. */
  accept(ride: RideState, driver: DriverState): void {
    if (ride.status !== 'pending' || driver.status === 'offline' || driver.status === 'busy') {
      throw new Error(`${driver.profile.id} cannot take ${ride.request.id} (${ride.status}, ${driver.status})`);
    }
    const from = this.positionOf(driver);
    const toPickup = drive(from, ride.request.pickup, this.now, this.params.roads);
    const trip = drive(ride.request.pickup, ride.request.dropoff, toPickup.arriveAt + this.params.boardingSeconds, this.params.roads);
    ride.status = 'accepted';
    ride.offeredTo = null;
    ride.acceptedAt = this.now;
    ride.driverId = driver.profile.id;
    ride.pickupKm = straightKm(from, ride.request.pickup);
    ride.etaMinutes = (toPickup.arriveAt - this.now) / 60;
    driver.status = 'busy';
    driver.leg = toPickup;
    driver.rides++;
    this.at(trip.arriveAt, () => this.dropOff(driver, ride.request.dropoff));
  }

  /** The driver is free again (an offer ended, or a ride did): offline if the shift is over, else to the policy. */
  release(driver: DriverState): void {
    if (this.now >= driver.shiftEnd) {
      driver.status = 'offline';
      return;
    }
    driver.status = 'free';
    this.policy!.driverFree(driver);
  }

  private startShift(driver: DriverState, end: number): void {
    driver.leg = stayAt(driver.profile.rank, this.now);
    driver.idleSince = this.now;
    driver.shiftEnd = end;
    this.release(driver);
  }

  private dropOff(driver: DriverState, at: LatLon): void {
    driver.leg = this.afterDropoff(driver, at);
    driver.idleSince = this.now;
    this.release(driver);
  }

  private afterDropoff(driver: DriverState, at: LatLon): Leg {
    switch (this.params.afterDropoff) {
      case 'nearest-rank':
        return drive(at, nearest(this.ranks, at), this.now, this.params.roads);
      case 'home-rank':
        return drive(at, driver.profile.rank, this.now, this.params.roads);
      case 'stay':
        return stayAt(at, this.now);
    }
  }

  private expire(ride: RideState): void {
    if (ride.status !== 'pending') return;
    ride.status = 'expired';
    const holder = ride.offeredTo;
    ride.offeredTo = null;
    if (holder) this.release(holder);
  }
}

export const fits = (driver: DriverState, ride: RideState): boolean => fitsRide(driver.profile.vehicle, ride.request.needs);

function nearest(points: readonly LatLon[], to: LatLon): LatLon {
  let best = points[0]!;
  for (const p of points) if (straightKm(p, to) < straightKm(best, to)) best = p;
  return best;
}
