import type { BenchContext } from '../lib/context';
import { sleep } from '../lib/processes';
import { type CaseOutput, type Row, verdict } from '../lib/report';
import { productRun } from './relay';

/** Growth allowed between the first and the last repetition before we call it a leak. */
const GROWTH_LIMIT = 0.1;

/**
 * #9 Memory: the server's RSS (from /proc) idle, with the dispatch benchmark's sockets open, after the
 * relay benchmark — then the relay load again, `memoryRepeats` times, to see whether RSS keeps growing.
 */
export async function memoryBench(ctx: BenchContext): Promise<CaseOutput> {
  const afterRuns: number[] = [];
  if (ctx.memory['after relay'] !== undefined) afterRuns.push(ctx.memory['after relay']);
  for (let i = 1; i < ctx.sizes.memoryRepeats; i++) {
    await productRun(ctx, Math.min(ctx.sizes.relayMs, 3_000));
    // Let the flush timers and the socket close handlers run before reading.
    await sleep(1_000);
    afterRuns.push(ctx.server.rss());
  }
  const rows: Row[] = Object.entries(ctx.memory).map(([label, mib]) => ({
    bench: 9,
    name: `Server RSS ${label}`,
    value: `${mib} MiB`,
    status: 'report',
  }));
  if (afterRuns.length >= 2) {
    const growth = (afterRuns.at(-1)! - afterRuns[0]!) / afterRuns[0]!;
    rows.push({
      bench: 9,
      name: `Server RSS over ${afterRuns.length} relay runs`,
      value: afterRuns.map((m) => `${m}`).join(' → ') + ' MiB',
      target: `no growth (≤ ${GROWTH_LIMIT * 100} %)`,
      status: verdict(growth <= GROWTH_LIMIT),
      note: `${(growth * 100).toFixed(1)} %`,
    });
  }
  return { rows, raw: { samples: ctx.memory, afterRuns } };
}
