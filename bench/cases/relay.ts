import { startBaseline } from '../lib/baseline-process';
import type { BenchContext } from '../lib/context';
import type { ConnectResult, RelayResult } from '../lib/protocol';
import { type CaseOutput, ms, verdict } from '../lib/report';
import { ratio, summarize } from '../lib/stats';

const CONNECT = { concurrency: 100, timeoutMs: 20_000 };

/**
 * #3 Location relay: drivers with accepted rides send `update_location` at the offered total rate; we time
 * each message to its ride's customer. Baseline: a bare `ws` relay of the same messages.
 */
export async function relayBench(ctx: BenchContext): Promise<CaseOutput> {
  const product = await productRun(ctx, ctx.sizes.relayMs);
  ctx.memory['after relay'] = ctx.server.rss();
  if (product.delivered === 0 && product.sent > 0) {
    return {
      rows: [{ bench: 3, name: 'Location relay p99', value: '—', status: 'n/a', note: 'no position reached a customer' }],
      raw: { product: { sent: product.sent, errors: product.errors } },
    };
  }
  const baseline = await baselineRun(ctx);
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
        note: `${product.delivered}/${product.sent} delivered, sent ${product.sentPerSec}/s; p50 ${ms(p.p50)} vs ${ms(b.p50)}`,
      },
    ],
    raw: {
      product: { ...p, sent: product.sent, delivered: product.delivered, sentPerSec: product.sentPerSec, errors: product.errors },
      baseline: { ...b, sent: baseline.sent, delivered: baseline.delivered, sentPerSec: baseline.sentPerSec },
    },
  };
}

/** Also used by benchmark 9 to repeat the load and watch the server's memory. */
export async function productRun(ctx: BenchContext, durationMs: number): Promise<RelayResult> {
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
  try {
    return await ctx.worker.run<RelayResult>({
      cmd: 'relay',
      driverPool: 'relay-drivers',
      customerPool: 'relay-customers',
      drivers: world.relayDrivers.map((d, i) => ({ socket: i, driverId: d.id })),
      ratePerSec: ctx.sizes.relayRatePerSec,
      durationMs,
      drainMs: 5_000,
    });
  } finally {
    await ctx.worker.run({ cmd: 'close', pool: 'relay-drivers' });
    await ctx.worker.run({ cmd: 'close', pool: 'relay-customers' });
  }
}

async function baselineRun(ctx: BenchContext): Promise<RelayResult> {
  const server = await startBaseline('ws-server');
  const url = `${server.baseUrl.replace('http', 'ws')}/ws`;
  const ids = ctx.world.relayDrivers.map((d) => d.id);
  try {
    await ctx.worker.run({ cmd: 'connect', pool: 'b-customers', url, clients: ids.map((id) => ({ query: `?role=customer&follow=${id}` })), ...CONNECT });
    await ctx.worker.run({ cmd: 'connect', pool: 'b-drivers', url, clients: ids.map((id) => ({ query: `?role=driver&id=${id}` })), ...CONNECT });
    const result = await ctx.worker.run<RelayResult>({
      cmd: 'relay',
      driverPool: 'b-drivers',
      customerPool: 'b-customers',
      drivers: ids.map((driverId, socket) => ({ socket, driverId })),
      ratePerSec: ctx.sizes.relayRatePerSec,
      durationMs: ctx.sizes.relayMs,
      drainMs: 5_000,
    });
    await ctx.worker.run({ cmd: 'close', pool: 'b-drivers' });
    await ctx.worker.run({ cmd: 'close', pool: 'b-customers' });
    return result;
  } finally {
    await server.stop();
  }
}
