import { RIDE_NEEDS } from './demand';
import { FLEET_VEHICLES } from './fleet';
import type { PolicyMetrics } from './metrics';
import type { PolicyName } from './policies';
import type { SimulateOptions } from './options';
import type { AfterDropoff } from './simulation';
import { GAP_TARGET_POINTS, type SweepPlan, type SweepSummary } from './sweep';

const AFTER_DROPOFF_TEXT: Record<AfterDropoff, string> = {
  'nearest-rank': 'to the nearest rank',
  'home-rank': 'back to their own rank',
  stay: 'wait where they are',
};

type Results = Partial<Record<PolicyName, PolicyMetrics>>;

const fixed = (digits: number, unit = '') => (n: number) => (Number.isFinite(n) ? `${n.toFixed(digits)}${unit}` : '—');
const share = (n: number) => `${Math.round(n * 100)} %`;
const percent = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)} %` : '—');

const LINES: { label: string; value: (m: PolicyMetrics) => string }[] = [
  { label: 'Pickup distance, mean (km)', value: (m) => fixed(2)(m.meanPickupKm) },
  { label: 'Pickup distance, p90 (km)', value: (m) => fixed(2)(m.p90PickupKm) },
  { label: 'ETA to pickup, mean (min)', value: (m) => fixed(1)(m.meanEtaMinutes) },
  { label: 'ETA to pickup, p90 (min)', value: (m) => fixed(1)(m.p90EtaMinutes) },
  { label: 'Time to acceptance, median (s)', value: (m) => fixed(1)(m.medianAcceptSeconds) },
  { label: 'Served before expiry', value: (m) => `${percent(m.servedShare)} (${m.served}/${m.rides})` },
  { label: 'Gini of rides per driver', value: (m) => fixed(3)(m.gini) },
  { label: 'Rides per driver, min / median / max', value: (m) => `${m.ridesPerDriver.min} / ${m.ridesPerDriver.median} / ${m.ridesPerDriver.max}` },
  { label: 'Served by broadcast', value: (m) => percent(m.broadcastShare) },
  {
    label: 'Rides with requirements, served',
    value: (m) => `${percent(m.withRequirements.servedShare)} (${m.withRequirements.served}/${m.withRequirements.rides})`,
  },
  { label: 'Rides with requirements, pickup mean (km)', value: (m) => fixed(2)(m.withRequirements.meanPickupKm) },
];

/** The policies side by side, one metric a line, under a line that says which day this was. */
export function renderTable(options: SimulateOptions, results: Results): string {
  const policies = Object.keys(results) as PolicyName[];
  const lines = table(['', ...policies], LINES.map((l) => [l.label, ...policies.map((p) => l.value(results[p]!))]));
  const answers = options.answersOffset ? `, the drivers' answers ${options.answersOffset} draws along` : '';
  const heading = `Simulated day: seed ${options.seed}, ${describeDay(options)}${answers}`;
  return [heading, '', ...lines].join('\n');
}

/** Columns padded to their widest cell: the first to the left, the others to the right. */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string[] {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)];
}

/** `--seeds`, `--answer-streams`: how far nearest is from the oracle over the days, and on each seed. */
export function renderSweep(options: SimulateOptions, plan: SweepPlan, summary: SweepSummary): string {
  const seeds = plan.from === plan.to ? `seed ${plan.from}` : `seeds ${plan.from}–${plan.to}`;
  const points = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(2)}`;
  const bySeed = summary.bySeed.map((s) => `${s.seed}: ${points(s.gapPoints)}`);
  return [
    `Simulated days: ${seeds}, ${plan.answerStreams} answer stream${plan.answerStreams === 1 ? '' : 's'} each (${summary.days.length} days), ${describeDay(options)}`,
    '',
    `nearest against the oracle, rides served, points: mean ${points(summary.gapMean)}, spread between days (sd) ${summary.gapSd.toFixed(2)}`,
    `within the target (at least the oracle's share ${points(GAP_TARGET_POINTS)} point) on ${summary.daysWithinTarget} of ${summary.days.length} days`,
    `worst mean pickup ×oracle ${summary.pickupRatioWorst.toFixed(2)}, worst Gini of nearest ${summary.giniWorst.toFixed(3)}`,
    '',
    `Each seed, the mean of its ${plan.answerStreams === 1 ? 'day' : 'days'}:`,
    ...chunks(bySeed, 8).map((row) => `  ${row.join('   ')}`),
  ].join('\n');
}

/** What the day is made of, for the heading of either report. */
function describeDay(options: SimulateOptions): string {
  return (
    `${options.drivers} drivers, ${options.rides} rides, ` +
    `${options.speedKmh} km/h in town and ${options.roadSpeedKmh} km/h between towns, after a drop-off: ${AFTER_DROPOFF_TEXT[options.afterDropoff]}, ` +
    `FAIR_RADIUS_KM ${options.fairRadiusKm}, OFFER_TIMEOUT_SECONDS ${options.offerTimeoutSeconds}, OFFER_ROUNDS ${options.offerRounds}; ` +
    (options.anyTaxi
      ? 'every taxi a saloon, no call asking anything of it'
      : `fleet: ${share(FLEET_VEHICLES.wheelchair)} wheelchair, ${share(FLEET_VEHICLES.largeBoot)} large boot, ${share(FLEET_VEHICLES.sevenSeats)} seven seats; ` +
        `calls: ${share(RIDE_NEEDS.wheelchair)} wheelchair, ${share(RIDE_NEEDS.largeBoot)} large boot, ${share(RIDE_NEEDS.minivan)} 5–7 passengers`) +
    `; drivers answer ${options.behaviourFile ? `as ${options.behaviourFile} says` : 'as ADR 050 models them'}`
  );
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** `--json`: only this object, so that it can be piped. */
export function renderJson(results: Results): string {
  return JSON.stringify({ policies: results }, null, 2);
}
