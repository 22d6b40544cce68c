import { chooseDrivers } from '../../src/server/modules/dispatch/dispatch.rules';
import { respond } from './behaviour';
import { type DriverState, fits, type Policy, type RideState, type Simulation } from './simulation';

export const POLICIES = ['broadcast', 'nearest', 'oracle'] as const;
export type PolicyName = (typeof POLICIES)[number];

export function createPolicy(name: PolicyName, sim: Simulation): Policy {
  switch (name) {
    case 'broadcast':
      return broadcastPolicy(sim);
    case 'nearest':
      return nearestPolicy(sim);
    case 'oracle':
      return oraclePolicy(sim);
  }
}

/** A broadcast call on a free driver's screen: if they mean to take it, their tap comes after their reaction time. */
function show(sim: Simulation, ride: RideState, driver: DriverState): void {
  const response = respond(driver.profile, sim.pickupKm(driver, ride), sim.random, sim.params.behaviour);
  if (response.kind !== 'takes') return;
  sim.at(sim.now + response.afterSeconds, () => {
    // The first tap wins; a driver who took another ride meanwhile, or holds an offer, cannot take this one.
    if (ride.status === 'pending' && driver.status === 'free') sim.accept(ride, driver);
  });
}

/**
 * spec §2.7: every free driver sees every call (and the list of open ones when they become free); first tap wins.
 * design §14: every free driver whose car can serve it.
 */
function broadcastPolicy(sim: Simulation): Policy {
  return {
    rideRequested(ride) {
      ride.broadcast = true;
      for (const driver of sim.freeDriversFor(ride)) show(sim, ride, driver);
    },
    driverFree(driver) {
      for (const ride of sim.openBroadcastsFor(driver)) show(sim, ride, driver);
    },
  };
}

/**
 * design §11, with the server's own choice function: one driver at a time for OFFER_TIMEOUT_SECONDS, the next
 * at once on a refusal or timeout, a broadcast after OFFER_ROUNDS drivers or when no one has a fresh position. As on
 * the server, only the drivers who refused ('Rifiuta') never see the ride again; one who let the offer run out (did
 * not notice it, or was too slow) finds it in the broadcast list like anyone else (ADR 253). The candidates are the
 * taxis that can serve the ride (design §14), as the server's SQL gives them.
 */
function nearestPolicy(sim: Simulation): Policy {
  const settings = sim.params.dispatch;
  const offerNext = (ride: RideState) => {
    const choice = chooseDrivers(
      { pickup: ride.request.pickup, offeredDriverIds: ride.offeredDriverIds, ...ride.request.needs },
      sim.freeDriversFor(ride).map((d) => sim.candidate(d)),
      sim.date(),
      settings,
    );
    if (choice.kind === 'broadcast') {
      ride.broadcast = true;
      for (const driver of sim.freeDriversFor(ride)) if (!ride.refusedDriverIds.includes(driver.profile.id)) show(sim, ride, driver);
      return;
    }
    const [first] = choice.drivers;
    const driver = sim.driver(first!.driverId);
    driver.status = 'offered';
    ride.offeredTo = driver;
    const response = respond(driver.profile, first!.pickupDistanceKm, sim.random, sim.params.behaviour);
    const answered = response.kind !== 'misses' && response.afterSeconds <= settings.offerTimeoutSeconds;
    sim.at(sim.now + (answered ? response.afterSeconds : settings.offerTimeoutSeconds), () => {
      if (ride.offeredTo !== driver) return; // the ride expired meanwhile
      if (answered && response.kind === 'takes') {
        sim.accept(ride, driver);
        return;
      }
      ride.offeredTo = null;
      ride.offeredDriverIds.push(driver.profile.id);
      if (answered) ride.refusedDriverIds.push(driver.profile.id);
      offerNext(ride);
      sim.release(driver);
    });
  };
  return {
    rideRequested: offerNext,
    driverFree(driver) {
      for (const ride of sim.openBroadcastsFor(driver)) if (!ride.refusedDriverIds.includes(driver.profile.id)) show(sim, ride, driver);
    },
  };
}

/**
 * The yardstick: the nearest free taxi that can serve the ride (its true position, phone or not) takes it at once,
 * always.
 */
function oraclePolicy(sim: Simulation): Policy {
  let waiting: RideState[] = [];
  return {
    rideRequested(ride) {
      let nearest: DriverState | null = null;
      let nearestKm = Infinity;
      for (const driver of sim.freeDriversFor(ride)) {
        const km = sim.pickupKm(driver, ride);
        if (km < nearestKm) [nearest, nearestKm] = [driver, km];
      }
      if (nearest) sim.accept(ride, nearest);
      else waiting.push(ride);
    },
    driverFree(driver) {
      // The only free taxi that can serve them (any other would have taken them): the oldest such ride still waiting.
      waiting = waiting.filter((ride) => ride.status === 'pending');
      const oldest = waiting.find((ride) => fits(driver, ride));
      if (oldest) sim.accept(oldest, driver);
    },
  };
}
