import { startBaseline } from '../lib/baseline-process';
import { type BenchContext, bookingRequest } from '../lib/context';
import type { ConnectResult, DispatchResult } from '../lib/protocol';
import { type CaseOutput, ms, type Row, verdict } from '../lib/report';
import { ratio, summarize } from '../lib/stats';

const WARMUP_RIDES = 2;
const CONNECT = { concurrency: 100, timeoutMs: 20_000 };

/**
 * #1 Dispatch fan-out: N online drivers as real authenticated sockets; a customer books; we time the
 * POST's answer to the last driver's `new_ride_request`. Baseline: a bare `ws` server sending the very
 * frame the product sent to the same N sockets.
 */
export async function dispatchBench(ctx: BenchContext): Promise<CaseOutput> {
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  let customer = 0;
  for (const n of ctx.sizes.dispatchN) {
    const drivers = ctx.world.dispatchDrivers.slice(0, n);
    const connected = await ctx.worker.run<ConnectResult>({
      cmd: 'connect',
      pool: 'dispatch',
      url: `${ctx.server.baseUrl.replace('http', 'ws')}/ws`,
      clients: drivers.map((d) => ({ cookie: d.cookie, identify: { userType: 'driver', userId: d.id } })),
      ...CONNECT,
    });
    if (connected.failed > 0) throw new Error(`dispatch: ${connected.failed}/${n} drivers not connected: ${connected.firstError}`);
    if (n === Math.max(...ctx.sizes.dispatchN)) ctx.memory[`with ${n} sockets`] = ctx.server.rss();
    const requests = Array.from({ length: ctx.sizes.dispatchRides + WARMUP_RIDES }, () => {
      const c = ctx.world.dispatchCustomers[customer++]!;
      return bookingRequest(ctx.server.baseUrl, c.cookie, customer);
    });
    const product = await ctx.worker.run<DispatchResult>({
      cmd: 'dispatch',
      pool: 'dispatch',
      requests,
      idPath: ['rideRequest', 'id'],
      timeoutMs: 10_000,
    });
    await ctx.worker.run({ cmd: 'close', pool: 'dispatch' });
    if (product.latencies.length === 0) {
      rows.push({
        bench: 1,
        name: `Dispatch fan-out N=${n} p99`,
        value: '—',
        status: 'n/a',
        note: `POST /api/rides: ${product.errors[0] ?? 'no ride'}`,
      });
      raw[`N${n}`] = { connectMs: connected.ms, errors: product.errors };
      continue;
    }
    const baseline = await baselineRun(ctx, n, product.sampleFrame!, ctx.sizes.dispatchRides + WARMUP_RIDES);
    const p = summarize(product.latencies.slice(WARMUP_RIDES));
    const b = summarize(baseline.latencies.slice(WARMUP_RIDES));
    const missing = product.missing.reduce((a, m) => a + m, 0);
    const r = ratio(p.p99, b.p99);
    const postP99 = summarize(product.httpMs.slice(WARMUP_RIDES)).p99;
    rows.push({
      bench: 1,
      name: `Dispatch fan-out N=${n} p99`,
      value: ms(p.p99),
      baseline: ms(b.p99),
      ratio: r,
      target: '≤ 1.3×',
      status: missing > 0 ? 'missed' : verdict(r <= 1.3),
      note: missing > 0 ? `${missing} frames not delivered` : `p50 ${ms(p.p50)} vs ${ms(b.p50)}; POST answer p99 ${ms(postP99)}`,
    });
    raw[`N${n}`] = {
      connectMs: Math.round(connected.ms),
      product: p,
      baseline: b,
      missing,
      postAnswerMs: summarize(product.httpMs.slice(WARMUP_RIDES)),
      lastFrameAfterAnswer: summarize(product.afterAnswer.slice(WARMUP_RIDES)),
      baselinePostAnswerMs: summarize(baseline.httpMs.slice(WARMUP_RIDES)),
      frameBytes: Buffer.byteLength(product.sampleFrame ?? ''),
      errors: product.errors,
    };
  }
  return { rows, raw };
}

async function baselineRun(ctx: BenchContext, n: number, frame: string, rides: number): Promise<DispatchResult> {
  const server = await startBaseline('ws-server');
  try {
    const connected = await ctx.worker.run<ConnectResult>({
      cmd: 'connect',
      pool: 'baseline',
      url: `${server.baseUrl.replace('http', 'ws')}/ws`,
      clients: Array.from({ length: n }, () => ({ query: '?role=driver' })),
      ...CONNECT,
    });
    if (connected.failed > 0) throw new Error(`baseline: ${connected.failed}/${n} not connected: ${connected.firstError}`);
    const parsed = JSON.parse(frame) as { type: string; data: { id: string } };
    // The product's frame, byte for byte, with a fresh id per ride so arrivals can be told apart.
    const requests = Array.from({ length: rides }, (_, i) => {
      const id = `${parsed.data.id.slice(0, -6)}${String(i).padStart(6, '0')}`;
      return {
        url: `${server.baseUrl}/broadcast`,
        method: 'POST' as const,
        headers: { 'content-type': 'application/json' },
        body: frame.replace(parsed.data.id, id),
      };
    });
    const result = await ctx.worker.run<DispatchResult>({ cmd: 'dispatch', pool: 'baseline', requests, idPath: ['id'], timeoutMs: 10_000 });
    await ctx.worker.run({ cmd: 'close', pool: 'baseline' });
    return result;
  } finally {
    await server.stop();
  }
}
