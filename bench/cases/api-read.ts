import { startBaseline } from '../lib/baseline-process';
import type { BenchContext } from '../lib/context';
import { type HttpLoad, httpLoad } from '../lib/load-http';
import { type CaseOutput, ms, type Row, verdict } from '../lib/report';
import { ratio } from '../lib/stats';

interface ReadRoute {
  name: string;
  path: string;
  cookie: (ctx: BenchContext) => string;
}

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
 * Baseline: bench/baselines/api-server.ts, the same queries in a bare Fastify + Drizzle process.
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
          duration: ctx.sizes.autocannonSec,
          headers: { cookie: route.cookie(ctx) },
        });
      const probe = await fetch(`${ctx.server.baseUrl}${route.path}`, { headers: { cookie: route.cookie(ctx) } });
      const probeText = await probe.text();
      if (probe.status !== 200) {
        rows.push({ bench: 4, name: route.name, value: '—', status: 'n/a', note: `HTTP ${probe.status}: ${probeText.slice(0, 80)}` });
        continue;
      }
      const product: HttpLoad = await run(ctx.server.baseUrl);
      const bare: HttpLoad = await run(baseline.baseUrl);
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
        note: `p99 ${ms(product.p99)} vs ${ms(bare.p99)}${failures ? `; ${failures} failed/timed out` : ''}; ${Buffer.byteLength(probeText)} B`,
      });
      raw[route.path] = { product, baseline: bare, bytes: Buffer.byteLength(probeText) };
    }
  } finally {
    await baseline.stop();
  }
  return { rows, raw };
}
