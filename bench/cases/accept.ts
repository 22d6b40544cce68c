import type { BenchContext } from '../lib/context';
import type { AcceptResult, ConnectResult } from '../lib/protocol';
import { type CaseOutput, ms, verdict } from '../lib/report';
import { summarize } from '../lib/stats';

/**
 * #2 Accept → customer: the customers of the seeded pending rides are connected; one driver per ride bids
 * at the same moment; we time each bid's HTTP answer to that ride's customer receiving `ride_accepted`.
 */
export async function acceptBench(ctx: BenchContext): Promise<CaseOutput> {
  const { world, server } = ctx;
  const connected = await ctx.worker.run<ConnectResult>({
    cmd: 'connect',
    pool: 'accept-customers',
    url: `${server.baseUrl.replace('http', 'ws')}/ws`,
    clients: world.acceptCustomers.map((c) => ({ cookie: c.cookie, identify: { userType: 'customer', userId: c.id } })),
    concurrency: 50,
    timeoutMs: 20_000,
  });
  if (connected.failed > 0) throw new Error(`accept: ${connected.failed} customers not connected: ${connected.firstError}`);
  const requests = world.acceptRideIds.map((rideId, i) => {
    const driver = world.acceptDrivers[i]!;
    return {
      rideId,
      url: `${server.baseUrl}/api/rides/${rideId}/bids`,
      method: 'POST' as const,
      headers: { cookie: driver.cookie, origin: server.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ driverId: driver.id, estimatedArrival: 5 }),
    };
  });
  const result = await ctx.worker.run<AcceptResult>({ cmd: 'accept', customerPool: 'accept-customers', requests, timeoutMs: 10_000 });
  await ctx.worker.run({ cmd: 'close', pool: 'accept-customers' });
  const raw = { connectMs: Math.round(connected.ms), errors: result.errors.slice(0, 3), missing: result.missing };
  if (result.latencies.length === 0) {
    return {
      rows: [{ bench: 2, name: 'Accept → customer p99', value: '—', status: 'n/a', note: `bids: ${result.errors[0] ?? 'none answered'}` }],
      raw,
    };
  }
  const s = summarize(result.latencies);
  const bid = summarize(result.httpMs);
  const e2e = summarize(result.endToEnd);
  // The 15 ms limit is the issue's for PostgreSQL; on PGlite the figure is reported against the same line.
  const ok = result.missing === 0 && result.errors.length === 0 && s.p99 <= 15;
  return {
    rows: [
      {
        bench: 2,
        name: `Accept → customer p99 (${requests.length} concurrent)`,
        value: ms(s.p99),
        target: ctx.options.db === 'postgres' ? '≤ 15 ms' : '≤ 15 ms (PostgreSQL target)',
        status: ctx.options.db === 'postgres' ? verdict(ok) : 'report',
        note: `p50 ${ms(s.p50)}; ${result.beforeAnswer} before the answer; bid sent → customer p99 ${ms(e2e.p99)}; bid answer p99 ${ms(bid.p99)}${result.missing ? `; ${result.missing} not delivered` : ''}${result.errors.length ? `; ${result.errors.length} bid errors` : ''}`,
      },
    ],
    raw: { ...raw, latency: s, bidSentToCustomer: e2e, bidAnswer: bid },
  };
}
