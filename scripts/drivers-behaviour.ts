/**
 * `npm run drivers-behaviour`: how the co-operative's drivers answer the offers of `nearest` dispatch, estimated from
 * the offers in its database, beside the simulator's model (ADR 050, ADR 285). With `--out=FILE` it writes the
 * estimate for `npm run simulate -- --behaviour=FILE`, which runs the simulated day with these drivers instead.
 * It reads the database the server is configured with (DATABASE_URL, or the embedded one in DATA_DIR).
 */
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { parseArgs } from 'node:util';
import { subDays } from 'date-fns/subDays';
import { type Config, loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { answeredOffersSince } from '../src/server/modules/dispatch/offer-history.queries';
import type { BehaviourFile } from './simulate/behaviour-file';
import { type BehaviourEstimate, estimateBehaviour, TooFewOffersError } from './simulate/fit-behaviour';
import { BEHAVIOUR } from './simulate/fleet';

const USAGE = `npm run drivers-behaviour -- [--days=90] [--out=FILE]
  --days: the offers of the last so many days (1–3650)
  --out:  also write the estimate to FILE, for npm run simulate -- --behaviour=FILE`;

const fail = (message: string, code = 1): never => {
  process.stderr.write(`${message}\n`);
  process.exit(code);
};

let values: { days: string; out?: string; help: boolean };
try {
  ({ values } = parseArgs({
    options: { days: { type: 'string', default: '90' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
    allowPositionals: false,
  }));
} catch (err) {
  fail(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
}
if (values!.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const days = Number(values!.days);
if (!Number.isInteger(days) || days < 1 || days > 3_650) fail(`--days must be a whole number from 1 to 3650 (got ${values!.days})\n${USAGE}`, 2);

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err), 2);
}
// PGlite is single-user: a second process on the server's data directory could damage it.
if (config!.database.kind === 'pglite' && (await listening(config!.port))) {
  fail(`The server is running on port ${config!.port} with the embedded database in ${config!.database.dataDir}: stop it first, since only one process may open that database.`);
}
const database = await openDatabase(config!.database);
let estimate: BehaviourEstimate;
try {
  estimate = estimateBehaviour(await answeredOffersSince(database.db, subDays(new Date(), days)));
} catch (err) {
  if (!(err instanceof TooFewOffersError)) throw err;
  fail(`Not enough offers in the last ${days} days to estimate the drivers' behaviour: ${err.message}. Offers are made with DISPATCH_POLICY=nearest.`);
} finally {
  await database.close();
}
process.stdout.write(`${report(estimate!, days)}\n`);
if (values!.out) {
  const file: BehaviourFile = { ...estimate!.behaviour, estimatedFrom: { days, offers: estimate!.offers, answered: estimate!.answered, drivers: estimate!.drivers } };
  writeFileSync(values!.out, `${JSON.stringify(file, null, 2)}\n`);
  process.stdout.write(`\nWritten to ${values!.out}: npm run simulate -- --behaviour=${values!.out}\n`);
}

function report({ behaviour: fitted, offers, answered, drivers }: BehaviourEstimate, days: number): string {
  const range = ([low, high]: readonly [number, number]) =>
    Math.round(low * 100) === Math.round(high * 100) ? `${Math.round(low * 100)} %` : `${Math.round(low * 100)}–${Math.round(high * 100)} %`;
  const rows: Array<[string, string, string]> = [
    ['Reaction, median (s)', BEHAVIOUR.reactionMedianSeconds.toFixed(1), fitted.reactionMedianSeconds.toFixed(1)],
    ["Reaction, spread of a driver's taps (σ of log)", BEHAVIOUR.reactionSigmaPerTap.toFixed(2), fitted.reactionSigmaPerTap.toFixed(2)],
    ['Reaction, spread between drivers (σ of log)', BEHAVIOUR.reactionSigmaBetweenDrivers.toFixed(2), fitted.reactionSigmaBetweenDrivers.toFixed(2)],
    ['Calls not noticed, per driver', range(BEHAVIOUR.missProbability), range(fitted.missProbability)],
    ['Calls near them refused, per driver', range(BEHAVIOUR.refuseProbability), range(fitted.refuseProbability)],
    ['Pickup distance taken half as willingly (km)', BEHAVIOUR.farPickupHalfKm.toFixed(1), fitted.farPickupHalfKm.toFixed(1)],
  ];
  const header: [string, string, string] = ['', 'model (ADR 050)', 'these offers'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => r[i]!.length)));
  const line = (r: readonly string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [
    `The drivers' answers to ${offers} offers of the last ${days} days (${answered} answered in time, ${drivers} drivers):`,
    '',
    line(header),
    ...rows.map(line),
  ].join('\n');
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
