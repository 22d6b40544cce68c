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
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { type AnsweredOffer, answeredOffersSince } from '../src/server/modules/dispatch/offer-history.queries';
import type { BehaviourFile } from './simulate/behaviour-file';
import { type BehaviourEstimate, estimateBehaviour, TooFewOffersError } from './simulate/fit-behaviour';
import { BEHAVIOUR } from './simulate/fleet';
import { number } from './simulate/options';
import { table } from './simulate/report';

const USAGE = `npm run drivers-behaviour -- [--days=90] [--out=FILE]
  --days: the offers of the last so many days (1–3650)
  --out:  also write the estimate to FILE, for npm run simulate -- --behaviour=FILE`;

/** A message for the user and the exit code: 2 for a mistake in the command, 1 for what the data cannot give. */
class Stop extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
  }
}

try {
  process.stdout.write(await main(process.argv.slice(2)));
} catch (err) {
  if (!(err instanceof Stop)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exitCode = err.exitCode;
}

async function main(argv: string[]): Promise<string> {
  const options = parseOptions(argv);
  if (options === 'help') return `${USAGE}\n`;
  const config = (() => {
    try {
      return loadConfig();
    } catch (err) {
      throw new Stop(err instanceof Error ? err.message : String(err), 2);
    }
  })();
  // PGlite is single-user: a second process on the server's data directory could damage it.
  if (config.database.kind === 'pglite' && (await listening(config.port))) {
    throw new Stop(
      `The server is running on port ${config.port} with the embedded database in ${config.database.dataDir}: stop it first, since only one process may open that database.`,
      1,
    );
  }
  const database = await openDatabase(config.database);
  let offers: AnsweredOffer[];
  try {
    offers = await answeredOffersSince(database.db, subDays(new Date(), options.days));
  } finally {
    await database.close();
  }
  let estimate: BehaviourEstimate;
  try {
    estimate = estimateBehaviour(offers);
  } catch (err) {
    if (!(err instanceof TooFewOffersError)) throw err;
    throw new Stop(
      `Not enough offers in the last ${options.days} days to estimate the drivers' behaviour: ${err.message}. Offers are made with DISPATCH_POLICY=nearest.`,
      1,
    );
  }
  let out = `${report(estimate, options.days)}\n`;
  if (options.out) {
    const { behaviour, offers: offerCount, answered, drivers } = estimate;
    const file: BehaviourFile = { ...behaviour, estimatedFrom: { days: options.days, offers: offerCount, answered, drivers } };
    try {
      writeFileSync(options.out, `${JSON.stringify(file, null, 2)}\n`);
    } catch (err) {
      throw new Stop(`--out: cannot write ${options.out} (${err instanceof Error ? err.message : String(err)})`, 2);
    }
    out += `\nWritten to ${options.out}: npm run simulate -- --behaviour=${options.out}\n`;
  }
  return out;
}

function parseOptions(argv: string[]): { days: number; out?: string } | 'help' {
  let values: { days: string; out?: string; help: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { days: { type: 'string', default: '90' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new Stop(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
  }
  if (values.help) return 'help';
  try {
    const days = number('--days', values.days, { integer: true, min: 1, max: 3_650 });
    return { days, ...(values.out === undefined ? {} : { out: values.out }) };
  } catch (err) {
    throw new Stop(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`, 2);
  }
}

function report({ behaviour: fitted, offers, answered, drivers, byDistance }: BehaviourEstimate, days: number): string {
  const percent = (p: number) => `${Math.round(p * 100)} %`;
  const range = ([low, high]: readonly [number, number]) =>
    Math.round(low * 100) === Math.round(high * 100) ? percent(low) : `${Math.round(low * 100)}–${percent(high)}`;
  const answers = table(
    ['', 'model (ADR 050)', 'these offers'],
    [
      ['Reaction, median (s)', BEHAVIOUR.reactionMedianSeconds.toFixed(1), fitted.reactionMedianSeconds.toFixed(1)],
      ["Reaction, spread of a driver's taps (σ of log)", BEHAVIOUR.reactionSigmaPerTap.toFixed(2), fitted.reactionSigmaPerTap.toFixed(2)],
      ['Reaction, spread between drivers (σ of log)', BEHAVIOUR.reactionSigmaBetweenDrivers.toFixed(2), fitted.reactionSigmaBetweenDrivers.toFixed(2)],
      ['Calls not noticed, per driver', range(BEHAVIOUR.missProbability), range(fitted.missProbability)],
      ['Calls near them refused, per driver', range(BEHAVIOUR.refuseProbability), range(fitted.refuseProbability)],
      ['Pickup distance taken half as willingly (km)', BEHAVIOUR.farPickupHalfKm.toFixed(1), fitted.farPickupHalfKm.toFixed(1)],
    ],
  );
  // The model's curve only means something if the drivers' answers follow its shape: this says whether they do.
  const bands = table(
    ['Pickup (km)', 'answered', "'Accetta', seen", 'fitted'],
    byDistance.map((b) => [
      b.toKm === Infinity ? `${b.fromKm} and more` : `${b.fromKm}–${b.toKm}`,
      String(b.answered),
      percent(b.acceptedShare),
      percent(b.fittedShare),
    ]),
  );
  return [
    `The drivers' answers to ${offers} offers of the last ${days} days (${answered} answered in time, ${drivers} drivers):`,
    '',
    ...answers,
    '',
    'Accepted among the answered offers, by pickup distance, against the fitted curve:',
    '',
    ...bands,
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
