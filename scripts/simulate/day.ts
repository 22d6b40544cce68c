import { DEFAULT_DISPATCH_SETTINGS } from '../../src/server/config';
import { generateNeeds, generateRides } from './demand';
import { BEHAVIOUR, type DriverBehaviour, generateDrivers, generateVehicles } from './fleet';
import { type PolicyMetrics, policyMetrics } from './metrics';
import { createPolicy, type PolicyName } from './policies';
import { Random } from './random';
import { PLACES } from './town';
import { Simulation, type SimulationParams, type World } from './simulation';

export interface DayOptions {
  seed: number;
  drivers: number;
  rides: number;
  speedKmh: number;
  roadSpeedKmh: number;
  afterDropoff: SimulationParams['afterDropoff'];
  fairRadiusKm: number;
  offerTimeoutSeconds: number;
  offerRounds: number;
  /** Every taxi a saloon and no call asking anything of it: the model before design §14 (`--any-taxi`). */
  anyTaxi?: boolean;
  /** How the drivers answer calls; absent, ADR 050's model (`BEHAVIOUR`). */
  behaviour?: DriverBehaviour;
  /**
   * The drivers' answers start this many draws further along their stream: the same fleet, calls and chances, other
   * luck. A change anywhere in a policy moves the answers onto other draws like this, so a policy is judged over
   * several offsets (ADR 253, third pass).
   */
  answersOffset?: number;
}

/**
 * The random streams of a seed: the fleet, the day's calls, the drivers' answers during the day, and (design §14)
 * the taxis' cars and what the calls ask of them — the last two apart, so that the fleet and the calls stay the days
 * they were before there were any.
 */
const STREAM = { fleet: 0, demand: 1, behaviour: 2, vehicles: 3, needs: 4 } as const;

/** The server's ROAD_FACTOR default: roads are this much longer than the straight line. */
export const ROAD_FACTOR = 1.3;
/** The streets at each end of a leg before the provincial road (see motion.ts). */
export const TOWN_KM = 2;
export const BOARDING_SECONDS = 60;
export const EXPIRY_SECONDS = 90;

export function buildWorld(options: Pick<DayOptions, 'seed' | 'drivers' | 'rides' | 'anyTaxi' | 'behaviour'>): World {
  const plain = options.anyTaxi === true;
  return {
    drivers: generateDrivers(
      Random.stream(options.seed, STREAM.fleet),
      options.drivers,
      plain ? [] : generateVehicles(Random.stream(options.seed, STREAM.vehicles), options.drivers),
      options.behaviour,
    ),
    rides: generateRides(
      Random.stream(options.seed, STREAM.demand),
      options.rides,
      plain ? [] : generateNeeds(Random.stream(options.seed, STREAM.needs), options.rides),
    ),
    ranks: PLACES.filter((p) => p.rank > 0).map((p) => p.at),
  };
}

/**
 * One policy through the seed's day. Every policy meets the same world and starts the same stream of the drivers'
 * answers, so each result depends only on (options, policy), not on which other policies ran.
 */
export function simulateDay(world: World, policy: PolicyName, options: DayOptions): PolicyMetrics {
  const params: SimulationParams = {
    roads: { townSpeedKmh: options.speedKmh, roadSpeedKmh: options.roadSpeedKmh, townKm: TOWN_KM, roadFactor: ROAD_FACTOR },
    boardingSeconds: BOARDING_SECONDS,
    expirySeconds: EXPIRY_SECONDS,
    afterDropoff: options.afterDropoff,
    behaviour: options.behaviour ?? BEHAVIOUR,
    dispatch: {
      ...DEFAULT_DISPATCH_SETTINGS,
      policy: 'nearest',
      fairRadiusKm: options.fairRadiusKm,
      offerTimeoutSeconds: options.offerTimeoutSeconds,
      offerRounds: options.offerRounds,
    },
  };
  const sim = new Simulation(world, params, Random.stream(options.seed, STREAM.behaviour).skip(options.answersOffset ?? 0));
  sim.run(createPolicy(policy, sim));
  return policyMetrics(sim.rides, sim.drivers);
}
