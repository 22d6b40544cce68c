import { type BaselineHandle, startBaseline } from '../lib/baseline-process';
import type { BenchContext } from '../lib/context';
import { abba, type Side } from '../lib/interleave';
import type { ConnectResult, RelayResult } from '../lib/protocol';
import { type CaseOutput, ms, verdict } from '../lib/report';
import { ratio, summarize } from '../lib/stats';

const CONNECT = { concurrency: 100, timeoutMs: 20_000 };
/** Each side's measured time is cut in this many turns, taken in A B B A order with the other side's. */
const TURNS_EACH = 4;

interface Pools {
  drivers: string;
  customers: string;
  driverIds: string[];
}

/**
 * #3 Location relay: drivers with accepted rides send `update_location` at the offered total rate; we time
 * each message to its ride's customer. Baseline: a bare `ws` relay of the same messages. Both stay connected
 * throughout and take turns (`abba`), each turn at the full offered rate, so both meet the same machine.
 */
export async function relayBench(ctx: BenchContext): Promise<CaseOutput> {
  const baselineServer = await startBaseline('ws-server');
  const totals: Record<Side, RelayResult> = { product: emptyResult(), baseline: emptyResult() };
  try {
    const pools: Record<Side, Pools> = {
      product: await connectProduct(ctx),
      baseline: await connectBaseline(ctx, baselineServer),
    };
    const turnMs = Math.max(250, Math.round(ctx.sizes.relayMs / TURNS_EACH));
    for (const side of abba(TURNS_EACH)) add(totals[side], await relayTurn(ctx, pools[side], turnMs));
  } finally {
    await closeAll(ctx, ['relay-drivers', 'relay-customers', 'b-drivers', 'b-customers']);
    await baselineServer.stop();
  }
  ctx.memory['after relay'] = ctx.server.rss();
  const { product, baseline } = totals;
  if (product.delivered === 0 && product.sent > 0) {
    return {
      rows: [{ bench: 3, name: 'Location relay p99', value: '—', status: 'n/a', note: 'no position reached a customer' }],
      raw: { product: { sent: product.sent, errors: product.errors } },
    };
  }
  const p = summarize(product.latencies);
  const b = summarize(baseline.latencies);
  const r = ratio(p.p99, b.p99);
  const allDelivered = product.delivered === product.sent;
  return {
    rows: [
      {
        bench: 3,
        name: `Location relay p99 (${ctx.sizes.relayDrivers} drivers, ${ctx.sizes.relayRatePerSec} msg/s offered)`,
        value: ms(p.p99),
        baseline: ms(b.p99),
        ratio: r,
        target: 'all delivered; ≤ 1.5×',
        status: verdict(allDelivered && r <= 1.5),
        note: `${product.delivered}/${product.sent} delivered, sent ${product.sentPerSec}/s; p50 ${ms(p.p50)} vs ${ms(b.p50)}; ${TURNS_EACH} turns each, A B B A`,
      },
    ],
    raw: {
      product: { ...p, sent: product.sent, delivered: product.delivered, sentPerSec: product.sentPerSec, errors: product.errors },
      baseline: { ...b, sent: baseline.sent, delivered: baseline.delivered, sentPerSec: baseline.sentPerSec },
    },
  };
}

/** The product alone, connected for one run; also used by benchmark 9 to repeat the load and watch memory. */
export async function productRun(ctx: BenchContext, durationMs: number): Promise<RelayResult> {
  const pools = await connectProduct(ctx);
  try {
    return await relayTurn(ctx, pools, durationMs);
  } finally {
    await closeAll(ctx, [pools.drivers, pools.customers]);
  }
}

async function connectProduct(ctx: BenchContext): Promise<Pools> {
  const { world, server } = ctx;
  const url = `${server.baseUrl.replace('http', 'ws')}/ws`;
  for (const [pool, actors, userType] of [
    ['relay-drivers', world.relayDrivers, 'driver'],
    ['relay-customers', world.relayCustomers, 'customer'],
  ] as const) {
    const c = await ctx.worker.run<ConnectResult>({
      cmd: 'connect',
      pool,
      url,
      clients: actors.map((a) => ({ cookie: a.cookie, identify: { userType, userId: a.id } })),
      ...CONNECT,
    });
    if (c.failed > 0) throw new Error(`relay: ${c.failed} ${userType}s not connected: ${c.firstError}`);
  }
  return { drivers: 'relay-drivers', customers: 'relay-customers', driverIds: world.relayDrivers.map((d) => d.id) };
}

async function connectBaseline(ctx: BenchContext, server: BaselineHandle): Promise<Pools> {
  const url = `${server.baseUrl.replace('http', 'ws')}/ws`;
  const ids = ctx.world.relayDrivers.map((d) => d.id);
  for (const [pool, query] of [
    ['b-customers', (id: string) => `?role=customer&follow=${id}`],
    ['b-drivers', (id: string) => `?role=driver&id=${id}`],
  ] as const) {
    const c = await ctx.worker.run<ConnectResult>({ cmd: 'connect', pool, url, clients: ids.map((id) => ({ query: query(id) })), ...CONNECT });
    if (c.failed > 0) throw new Error(`relay baseline: ${c.failed} not connected: ${c.firstError}`);
  }
  return { drivers: 'b-drivers', customers: 'b-customers', driverIds: ids };
}

function relayTurn(ctx: BenchContext, pools: Pools, durationMs: number): Promise<RelayResult> {
  return ctx.worker.run<RelayResult>({
    cmd: 'relay',
    driverPool: pools.drivers,
    customerPool: pools.customers,
    drivers: pools.driverIds.map((driverId, socket) => ({ socket, driverId })),
    ratePerSec: ctx.sizes.relayRatePerSec,
    durationMs,
    drainMs: 5_000,
  });
}

async function closeAll(ctx: BenchContext, pools: string[]): Promise<void> {
  for (const pool of pools) await ctx.worker.run({ cmd: 'close', pool });
}

function emptyResult(): RelayResult {
  return { latencies: [], sent: 0, delivered: 0, sentPerSec: 0, errors: [] };
}

/** Sums a turn into the side's total; the send rate kept is the lowest any turn reached. */
function add(total: RelayResult, turn: RelayResult): void {
  for (const latency of turn.latencies) total.latencies.push(latency);
  total.sent += turn.sent;
  total.delivered += turn.delivered;
  total.sentPerSec = total.sentPerSec === 0 ? turn.sentPerSec : Math.min(total.sentPerSec, turn.sentPerSec);
  total.errors.push(...turn.errors);
}
