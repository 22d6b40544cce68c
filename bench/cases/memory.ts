import type { BenchContext } from '../lib/context';
import { sleep } from '../lib/processes';
import { type CaseOutput, type Row, verdict } from '../lib/report';
import { productRun } from './relay';

/** Growth allowed between the first and the last repetitions before we call it a leak. */
const GROWTH_LIMIT = 0.1;

/**
 * RSS after a run swings by ±10 % with when the collector last ran, so one late sample proves nothing. A leak
 * grows every time: the smallest of the last two samples is compared with the largest of the first two.
 */
function growth(samples: number[]): number {
  const head = Math.max(...samples.slice(0, 2));
  const tail = Math.min(...samples.slice(-2));
  return (tail - head) / head;
}

/** The server's own account of its memory (prom-client's default metrics, read from loopback), in MiB. */
async function memoryParts(ctx: BenchContext): Promise<{ heapUsed: number; external: number }> {
  const text = await (await fetch(`${ctx.server.baseUrl}/metrics`)).text();
  const mib = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN) / 1_048_576);
  return { heapUsed: mib('nodejs_heap_size_used_bytes'), external: mib('nodejs_external_memory_bytes') };
}

/**
 * #9 Memory: the server's RSS (from /proc) idle, with the dispatch benchmark's sockets open, after the
 * relay benchmark — then the relay load again, up to `memoryRepeats` samples in all, to see whether RSS keeps
 * growing.
 */
export async function memoryBench(ctx: BenchContext): Promise<CaseOutput> {
  const afterRuns: number[] = [];
  // What RSS is made of after each run: a JS heap that keeps growing is a leak, RSS alone can be the allocator.
  const parts: Array<{ heapUsed: number; external: number }> = [];
  if (ctx.memory['after relay'] !== undefined) afterRuns.push(ctx.memory['after relay']);
  for (let i = 1; i < ctx.sizes.memoryRepeats; i++) {
    await productRun(ctx, Math.min(ctx.sizes.relayMs, 3_000));
    // Let the flush timers and the socket close handlers run before reading.
    await sleep(1_000);
    afterRuns.push(ctx.server.rss());
    parts.push(await memoryParts(ctx));
  }
  const rows: Row[] = Object.entries(ctx.memory).map(([label, mib]) => ({
    bench: 9,
    name: `Server RSS ${label}`,
    value: `${mib} MiB`,
    status: 'report',
  }));
  if (afterRuns.length >= 4) {
    const grown = growth(afterRuns);
    rows.push({
      bench: 9,
      name: `Server RSS over ${afterRuns.length} relay runs`,
      value: afterRuns.map((m) => `${m}`).join(' → ') + ' MiB',
      target: `no growth (≤ ${GROWTH_LIMIT * 100} %)`,
      status: verdict(grown <= GROWTH_LIMIT),
      note: `${(grown * 100).toFixed(1)} %, smallest of the last two against the largest of the first two; JS heap used ${parts.map((p) => p.heapUsed).join(' → ')} MiB, external ${parts.map((p) => p.external).join(' → ')} MiB`,
    });
  }
  return { rows, raw: { samples: ctx.memory, afterRuns, parts } };
}
