/** Command line: `npm run bench -- [--smoke] [--db=pglite|postgres] [--only=1,3] [--no-write] [--profile]`. */
export interface BenchOptions {
  smoke: boolean;
  db: 'pglite' | 'postgres';
  /** Benchmark numbers to run (all when empty): for development, never for the recorded figures. */
  only: Set<number>;
  /** Writes the results file even for a partial (--only) run. */
  write: boolean;
  /** Runs the server under `node --cpu-prof` and prints its hottest functions (to find a miss's cause). */
  profile: boolean;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { smoke: false, db: 'pglite', only: new Set(), write: true, profile: false };
  for (const arg of argv) {
    if (arg === '--smoke') options.smoke = true;
    else if (arg === '--db=postgres' || arg === '--postgres') options.db = 'postgres';
    else if (arg === '--db=pglite') options.db = 'pglite';
    else if (arg.startsWith('--only=')) {
      for (const n of arg.slice('--only='.length).split(',')) options.only.add(Number(n));
    } else if (arg === '--no-write') options.write = false;
    else if (arg === '--profile') options.profile = true;
    else throw new Error(`Unknown option ${arg} (use --smoke, --db=postgres, --only=1,2, --no-write, --profile)`);
  }
  return options;
}

/** Sizes of every benchmark: the full run follows issue 6; smoke keeps the same paths with tiny numbers. */
export interface Sizes {
  dispatchN: number[];
  dispatchRides: number;
  acceptRides: number;
  relayDrivers: number;
  relayRatePerSec: number;
  relayMs: number;
  historyRides: number;
  autocannonSec: number;
  autocannonConnections: number;
  bookingCustomers: number;
  startupRepeats: number;
  memoryRepeats: number;
  lighthouse: boolean;
  chooseDriverCandidates: number;
  chooseDriverCalls: number;
  /** Bench #17: online taxis of each national-fleet run, and how long each books (2 bookings a second). */
  nationalFleet: number[];
  nationalFleetSeconds: number;
}

export function sizesFor(smoke: boolean): Sizes {
  return smoke
    ? {
        dispatchN: [50, 200],
        dispatchRides: 5,
        acceptRides: 10,
        relayDrivers: 50,
        relayRatePerSec: 50,
        relayMs: 1_000,
        historyRides: 2_000,
        autocannonSec: 1,
        autocannonConnections: 10,
        bookingCustomers: 2_000,
        startupRepeats: 1,
        memoryRepeats: 1,
        lighthouse: false,
        chooseDriverCandidates: 1_000,
        chooseDriverCalls: 500,
        nationalFleet: [1_000],
        nationalFleetSeconds: 5,
      }
    : {
        dispatchN: [1_000, 5_000],
        dispatchRides: 50,
        acceptRides: 100,
        relayDrivers: 1_000,
        // One position a second per driver, the most the server keeps (design §13).
        relayRatePerSec: 1_000,
        relayMs: 10_000,
        historyRides: 50_000,
        autocannonSec: 10,
        autocannonConnections: 50,
        bookingCustomers: 20_000,
        startupRepeats: 3,
        // Ten samples: on PostgreSQL the server's RSS climbs for about seven relay runs before the collector gives it
        // back (232 → 375 → 198 MiB); five saw only the climb and called it a leak.
        memoryRepeats: 10,
        lighthouse: true,
        chooseDriverCandidates: 1_000,
        chooseDriverCalls: 20_000,
        nationalFleet: [1_000, 4_000, 12_000],
        nationalFleetSeconds: 60,
      };
}
