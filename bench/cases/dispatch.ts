import { type BaselineHandle, startBaseline } from '../lib/baseline-process';
import { type BenchContext, bookingRequest } from '../lib/context';
import { abba, type Side } from '../lib/interleave';
import type { ConnectResult, DispatchResult } from '../lib/protocol';
import { type CaseOutput, ms, type Row, verdict } from '../lib/report';
import { ratio, summarize } from '../lib/stats';

const WARMUP_RIDES = 2;
const CONNECT = { concurrency: 100, timeoutMs: 20_000 };

type Request = { url: string; method: 'POST'; headers: Record<string, string>; body: string };

/**
 * #1 Dispatch fan-out: N online drivers as real authenticated sockets; a customer books; we time the
 * POST's answer to the last driver's `new_ride_request`. Baseline: a bare `ws` server sending the very
 * frame the product sent to the same number of sockets. Both stay connected and take turns ride by ride
 * (`abba`), so both meet the same machine.
 */
export async function dispatchBench(ctx: BenchContext): Promise<CaseOutput> {
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  let customer = 0;
  const noRide = (n: number, errors: string[]) => {
    rows.push({ bench: 1, name: `Dispatch fan-out N=${n} p99`, value: '—', status: 'n/a', note: `POST /api/rides: ${errors[0] ?? 'no ride'}` });
    raw[`N${n}`] = { errors };
  };
  for (const n of ctx.sizes.dispatchN) {
    const drivers = ctx.world.dispatchDrivers.slice(0, n);
    const connected = await connect(ctx, 'dispatch', `${ctx.server.baseUrl.replace('http', 'ws')}/ws`, drivers.map((d) => ({ cookie: d.cookie, identify: { userType: 'driver', userId: d.id } })));
    if (n === Math.max(...ctx.sizes.dispatchN)) ctx.memory[`with ${n} sockets`] = ctx.server.rss();
    const productRequests = Array.from({ length: ctx.sizes.dispatchRides + WARMUP_RIDES }, () => {
      const c = ctx.world.dispatchCustomers[customer++]!;
      return bookingRequest(ctx.server.baseUrl, c.cookie, customer);
    });
    const baselineServer = await startBaseline('ws-server');
    const totals: Record<Side, DispatchResult> = { product: emptyResult(), baseline: emptyResult() };
    try {
      // Warm-up on both sides, not measured; the product's first frame is the baseline's payload.
      const warm = await dispatchTurn(ctx, 'product', productRequests.slice(0, WARMUP_RIDES));
      if (!warm.sampleFrame) {
        noRide(n, warm.errors);
        continue;
      }
      await connect(ctx, 'baseline', `${baselineServer.baseUrl.replace('http', 'ws')}/ws`, Array.from({ length: n }, () => ({ query: '?role=driver' })));
      const baselineRequests = broadcasts(baselineServer, warm.sampleFrame, ctx.sizes.dispatchRides + WARMUP_RIDES);
      await dispatchTurn(ctx, 'baseline', baselineRequests.slice(0, WARMUP_RIDES));
      const next: Record<Side, number> = { product: WARMUP_RIDES, baseline: WARMUP_RIDES };
      const requests: Record<Side, Request[]> = { product: productRequests, baseline: baselineRequests };
      for (const side of abba(ctx.sizes.dispatchRides)) {
        add(totals[side], await dispatchTurn(ctx, side, [requests[side][next[side]++]!]));
      }
    } finally {
      await ctx.worker.run({ cmd: 'close', pool: 'dispatch' });
      await ctx.worker.run({ cmd: 'close', pool: 'baseline' });
      await baselineServer.stop();
    }
    const { product, baseline } = totals;
    if (product.latencies.length === 0) {
      noRide(n, product.errors);
      continue;
    }
    const p = summarize(product.latencies);
    const b = summarize(baseline.latencies);
    const missing = product.missing.reduce((a, m) => a + m, 0);
    const r = ratio(p.p99, b.p99);
    const postP99 = summarize(product.httpMs).p99;
    rows.push({
      bench: 1,
      name: `Dispatch fan-out N=${n} p99`,
      value: ms(p.p99),
      baseline: ms(b.p99),
      ratio: r,
      target: '≤ 1.3×',
      status: missing > 0 ? 'missed' : verdict(r <= 1.3),
      note: missing > 0 ? `${missing} frames not delivered` : `p50 ${ms(p.p50)} vs ${ms(b.p50)}; POST answer p99 ${ms(postP99)}; rides taken in turns, A B B A`,
    });
    raw[`N${n}`] = {
      connectMs: Math.round(connected.ms),
      product: p,
      baseline: b,
      missing,
      postAnswerMs: summarize(product.httpMs),
      lastFrameAfterAnswer: summarize(product.afterAnswer),
      baselinePostAnswerMs: summarize(baseline.httpMs),
      frameBytes: Buffer.byteLength(product.sampleFrame ?? ''),
      errors: product.errors,
    };
  }
  return { rows, raw };
}

async function connect(ctx: BenchContext, pool: string, url: string, clients: object[]): Promise<ConnectResult> {
  const connected = await ctx.worker.run<ConnectResult>({ cmd: 'connect', pool, url, clients, ...CONNECT });
  if (connected.failed > 0) throw new Error(`${pool}: ${connected.failed}/${clients.length} drivers not connected: ${connected.firstError}`);
  return connected;
}

/** The product's frame, byte for byte, with a fresh id per ride so arrivals can be told apart. */
function broadcasts(server: BaselineHandle, frame: string, rides: number): Request[] {
  const parsed = JSON.parse(frame) as { type: string; data: { id: string } };
  return Array.from({ length: rides }, (_, i) => {
    const id = `${parsed.data.id.slice(0, -6)}${String(i).padStart(6, '0')}`;
    return {
      url: `${server.baseUrl}/broadcast`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: frame.replace(parsed.data.id, id),
    };
  });
}

function dispatchTurn(ctx: BenchContext, side: Side, requests: Request[]): Promise<DispatchResult> {
  return ctx.worker.run<DispatchResult>({
    cmd: 'dispatch',
    pool: side === 'product' ? 'dispatch' : 'baseline',
    requests,
    idPath: side === 'product' ? ['rideRequest', 'id'] : ['id'],
    timeoutMs: 10_000,
  });
}

function emptyResult(): DispatchResult {
  return { latencies: [], afterAnswer: [], missing: [], httpMs: [], errors: [] };
}

function add(total: DispatchResult, turn: DispatchResult): void {
  total.latencies.push(...turn.latencies);
  total.afterAnswer.push(...turn.afterAnswer);
  total.missing.push(...turn.missing);
  total.httpMs.push(...turn.httpMs);
  total.errors.push(...turn.errors);
  total.sampleFrame ??= turn.sampleFrame;
}
