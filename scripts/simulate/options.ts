import { parseArgs } from 'node:util';
import { DEFAULT_DISPATCH_SETTINGS } from '../../src/server/config';
import { readBehaviourFile } from './behaviour-file';
import type { DayOptions } from './day';
import { POLICIES, type PolicyName } from './policies';
import type { SweepPlan } from './sweep';
import { AFTER_DROPOFF, type AfterDropoff } from './simulation';

export interface SimulateOptions extends DayOptions {
  policies: PolicyName[];
  /** Where `behaviour` was read from (`--behaviour`); absent, the drivers are ADR 050's model. */
  behaviourFile?: string;
  /** `--seeds` or `--answer-streams`: many days, nearest against the oracle, instead of one day's table. */
  sweep?: SweepPlan;
  json: boolean;
  help: boolean;
}

export const USAGE = `npm run simulate -- [--policy=broadcast|nearest|oracle|all] [--drivers=100] [--rides=1500] [--seed=1]
                       [--speed-kmh=30] [--road-speed-kmh=60] [--after-dropoff=nearest-rank|home-rank|stay] [--fair-radius-km=1]
                       [--offer-timeout-seconds=20] [--offer-rounds=3] [--any-taxi] [--behaviour=FILE] [--answers-offset=0]
                       [--seeds=1-40] [--answer-streams=4] [--json]
  --any-taxi: every taxi a saloon and no call asking for a wheelchair, a large boot or a minivan (before design §14)
  --behaviour: the drivers answer as FILE says (written by npm run drivers-behaviour -- --out=FILE), not as ADR 050 models them
  --answers-offset: the drivers' answers start so many draws further along their random stream (other luck, same day)
  --seeds, --answer-streams: many days instead of one (each seed with answer offsets 0 … streams − 1): nearest's gap
      to the oracle, its spread between days, and each seed's mean (ADR 253)`;

/** Command line → options; a mistake throws an Error whose message is meant for the user. */
export function parseOptions(argv: readonly string[]): SimulateOptions {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      policy: { type: 'string', default: 'all' },
      drivers: { type: 'string', default: '100' },
      rides: { type: 'string', default: '1500' },
      seed: { type: 'string', default: '1' },
      'speed-kmh': { type: 'string', default: '30' },
      'road-speed-kmh': { type: 'string', default: '60' },
      'after-dropoff': { type: 'string', default: 'nearest-rank' },
      'fair-radius-km': { type: 'string', default: String(DEFAULT_DISPATCH_SETTINGS.fairRadiusKm) },
      'offer-timeout-seconds': { type: 'string', default: String(DEFAULT_DISPATCH_SETTINGS.offerTimeoutSeconds) },
      'offer-rounds': { type: 'string', default: String(DEFAULT_DISPATCH_SETTINGS.offerRounds) },
      'any-taxi': { type: 'boolean', default: false },
      behaviour: { type: 'string' },
      'answers-offset': { type: 'string', default: '0' },
      seeds: { type: 'string' },
      'answer-streams': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const policy = values.policy;
  if (policy !== 'all' && !POLICIES.includes(policy as PolicyName)) throw new Error(`--policy must be one of ${POLICIES.join(', ')} or all`);
  const afterDropoff = values['after-dropoff'] as AfterDropoff;
  if (!AFTER_DROPOFF.includes(afterDropoff)) throw new Error(`--after-dropoff must be one of ${AFTER_DROPOFF.join(', ')}`);
  const seed = number('--seed', values.seed, { integer: true, min: 0, max: MAX_SEED });
  return {
    policies: policy === 'all' ? [...POLICIES] : [policy as PolicyName],
    drivers: number('--drivers', values.drivers, { integer: true, min: 1, max: 100_000 }),
    rides: number('--rides', values.rides, { integer: true, min: 1, max: 1_000_000 }),
    seed,
    speedKmh: number('--speed-kmh', values['speed-kmh'], { integer: false, min: 1, max: 200 }),
    roadSpeedKmh: number('--road-speed-kmh', values['road-speed-kmh'], { integer: false, min: 1, max: 200 }),
    afterDropoff,
    fairRadiusKm: number('--fair-radius-km', values['fair-radius-km'], { integer: false, min: 0, max: 100 }),
    offerTimeoutSeconds: number('--offer-timeout-seconds', values['offer-timeout-seconds'], { integer: true, min: 1, max: 600 }),
    offerRounds: number('--offer-rounds', values['offer-rounds'], { integer: true, min: 0, max: 100 }),
    anyTaxi: values['any-taxi'],
    ...(values.behaviour === undefined ? {} : { behaviour: readBehaviourFile(values.behaviour), behaviourFile: values.behaviour }),
    answersOffset: number('--answers-offset', values['answers-offset'], { integer: true, min: 0, max: 1_000_000 }),
    ...(values.seeds === undefined && values['answer-streams'] === undefined ? {} : { sweep: sweepPlan(values.seeds, values['answer-streams'], seed) }),
    json: values.json,
    help: values.help,
  };
}

const MAX_SEED = 2 ** 31 - 1;

/** `--seeds=A-B` (or one seed, else `--seed`'s) and `--answer-streams=K` (else 1). */
function sweepPlan(seeds: string | undefined, streams: string | undefined, seed: number): SweepPlan {
  const range = /^\s*(\d+)\s*(?:-\s*(\d+))?\s*$/.exec(seeds ?? String(seed));
  const from = range ? Number(range[1]) : Number.NaN;
  const to = range?.[2] === undefined ? from : Number(range[2]);
  if (!range || from > to || to > MAX_SEED || to - from >= 10_000) {
    throw new Error(`--seeds must be a seed or a range of at most 10000 seeds like 1-40 (got ${seeds})`);
  }
  return { from, to, answerStreams: number('--answer-streams', streams ?? '1', { integer: true, min: 1, max: 100 }) };
}

/** A numeric option in its range, or an Error naming the flag, the range and what was typed. */
export function number(flag: string, text: string, rule: { integer: boolean; min: number; max: number }): number {
  const value = Number(text);
  const ok = text.trim() !== '' && Number.isFinite(value) && (!rule.integer || Number.isInteger(value)) && value >= rule.min && value <= rule.max;
  if (!ok) throw new Error(`${flag} must be ${rule.integer ? 'a whole number' : 'a number'} from ${rule.min} to ${rule.max} (got ${text})`);
  return value;
}
