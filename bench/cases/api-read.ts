import { startBaseline } from '../lib/baseline-process';
import type { BenchContext } from '../lib/context';
import { abba, type Side } from '../lib/interleave';
import { type HttpLoad, httpLoad } from '../lib/load-http';
import { type CaseOutput, ms, type Row, verdict } from '../lib/report';
import { ratio } from '../lib/stats';

interface ReadRoute {
  name: string;
  path: string;
  cookie: (ctx: BenchContext) => string;
}

/** Each side's load time is cut in this many turns, taken in A B B A order with the other side's. */
const TURNS_EACH = 2;

const ROUTES: ReadRoute[] = [
  { name: 'Drivers’ pending list', path: '/api/rides?status=pending', cookie: (c) => c.world.dispatchDrivers[0]!.cookie },
  { name: 'Admin rides, first page', path: '/api/admin/rides', cookie: (c) => c.world.admin.cookie },
  {
    name: 'Admin rides, search + filters',
    path: '/api/admin/rides?q=mazzini&status=completed&type=immediate&page=2',
    cookie: (c) => c.world.admin.cookie,
  },
];

/**
 * #4 API read: autocannon on the two lists the product polls most, with the history rides in the table.
 * Baseline: bench/baselines/api-server.ts, the same queries in a bare Fastify + Drizzle process. The two take
 * turns (`abba`) so both meet the same machine.
 */
export async function apiReadBench(ctx: BenchContext): Promise<CaseOutput> {
  const rows: Row[] = [];
  const raw: Record<string, unknown> = {};
  const baseline = await startBaseline('api-server', ctx.baselineDatabase.env);
  try {
    for (const route of ROUTES) {
      const run = (baseUrl: string) =>
        httpLoad({
          url: `${baseUrl}${route.path}`,
          connections: ctx.sizes.autocannonConnections,
          duration: Math.max(1, ctx.sizes.autocannonSec / TURNS_EACH),
          headers: { cookie: route.cookie(ctx) },
        });
      const probe = await fetch(`${ctx.server.baseUrl}${route.path}`, { headers: { cookie: route.cookie(ctx) } });
      const probeText = await probe.text();
      if (probe.status !== 200) {
        rows.push({ bench: 4, name: route.name, value: '—', status: 'n/a', note: `HTTP ${probe.status}: ${probeText.slice(0, 80)}` });
        continue;
      }
      // Like with like: the two answers should be the same rides (a baseline answering less would flatter it).
      const bareBytes = Buffer.byteLength(await (await fetch(`${baseline.baseUrl}${route.path}`, { headers: { cookie: route.cookie(ctx) } })).text());
      const turns: Record<Side, HttpLoad[]> = { product: [], baseline: [] };
      for (const side of abba(TURNS_EACH)) turns[side].push(await run(side === 'product' ? ctx.server.baseUrl : baseline.baseUrl));
      const product = combine(turns.product);
      const bare = combine(turns.baseline);
      const r = ratio(product.reqPerSec, bare.reqPerSec);
      const failures = product.non2xx + product.errors;
      rows.push({
        bench: 4,
        name: `${route.name} (req/s)`,
        value: String(product.reqPerSec),
        baseline: String(bare.reqPerSec),
        ratio: r,
        target: '≥ 0.8×',
        status: verdict(r >= 0.8),
        note: `p99 ${ms(product.p99)} vs ${ms(bare.p99)}${failures ? `; ${failures} failed/timed out` : ''}; ${Buffer.byteLength(probeText)} B vs ${bareBytes} B`,
      });
      raw[route.path] = { product, baseline: bare, bytes: Buffer.byteLength(probeText), baselineBytes: bareBytes };
    }
  } finally {
    await baseline.stop();
  }
  return { rows, raw };
}

/** Equal-length turns: the mean rate is the rate over their sum; the p99 kept is the worst turn's. */
function combine(turns: HttpLoad[]): HttpLoad {
  const sum = (pick: (t: HttpLoad) => number) => turns.reduce((total, t) => total + pick(t), 0);
  const statusCodes: Record<string, number> = {};
  for (const t of turns) for (const [code, n] of Object.entries(t.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  return {
    reqPerSec: Math.round(sum((t) => t.reqPerSec) / turns.length),
    p50: Math.max(...turns.map((t) => t.p50)),
    p99: Math.max(...turns.map((t) => t.p99)),
    ok: sum((t) => t.ok),
    non2xx: sum((t) => t.non2xx),
    errors: sum((t) => t.errors),
    statusCodes,
  };
}
