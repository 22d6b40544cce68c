import type { BenchContext } from '../lib/context';
import { httpLoad } from '../lib/load-http';
import type { ClientSpec, ConnectResult, RelayResult } from '../lib/protocol';
import { type CaseOutput, ms, type Row, verdict } from '../lib/report';
import { summarize } from '../lib/stats';

/** The issue's figure for the fleet map: a driver's new position reaches the office within 2 s. */
const OFFICE_POSITION_TARGET_MS = 2_000;

/** What the 'Centrale' tab reads when it opens (design §10): the fleet, the open alerts, the rides, the drivers. */
const CONSOLE_READS = ['/api/admin/fleet', '/api/admin/alerts', '/api/admin/rides', '/api/admin/drivers'];

/**
 * #16 Office console with every seeded driver online (5,000 in the full run): autocannon on the fleet endpoint
 * (one read for the whole register, never a query per driver), then the console's opening reads taken together,
 * one console at a time and ten at once, as offices opening the tab. Reports p99; no limit is set by the issue.
 */
export async function consoleBench(ctx: BenchContext): Promise<CaseOutput> {
  const headers = { cookie: ctx.world.admin.cookie };
  const probe = await fetch(`${ctx.server.baseUrl}/api/admin/fleet`, { headers });
  const fleetText = await probe.text();
  if (probe.status !== 200) throw new Error(`fleet: HTTP ${probe.status} ${fleetText.slice(0, 120)}`);
  const taxis = (JSON.parse(fleetText) as Array<{ status: string }>).length;
  const online = (JSON.parse(fleetText) as Array<{ status: string }>).filter((t) => t.status !== 'offline').length;

  const fleet = await httpLoad({
    url: `${ctx.server.baseUrl}/api/admin/fleet`,
    connections: Math.min(10, ctx.sizes.autocannonConnections),
    duration: ctx.sizes.autocannonSec,
    headers,
  });

  const openConsole = async (): Promise<number> => {
    const started = performance.now();
    const answers = await Promise.all(CONSOLE_READS.map((path) => fetch(`${ctx.server.baseUrl}${path}`, { headers })));
    await Promise.all(answers.map((a) => a.arrayBuffer()));
    const failed = answers.find((a) => a.status !== 200);
    if (failed) throw new Error(`console read ${failed.url}: HTTP ${failed.status}`);
    return performance.now() - started;
  };
  const rounds = ctx.options.smoke ? 5 : 50;
  const alone: number[] = [];
  for (let i = 0; i < rounds; i++) alone.push(await openConsole());
  const together: number[] = [];
  for (let i = 0; i < Math.ceil(rounds / 10); i++) together.push(...(await Promise.all(Array.from({ length: 10 }, openConsole))));
  const one = summarize(alone);
  const ten = summarize(together);

  const positions = await positionsToOffice(ctx);
  const toOffice = summarize(positions.latencies);

  const rows: Row[] = [
    {
      bench: 16,
      name: `Fleet endpoint, ${online} online taxis (p99)`,
      value: ms(fleet.p99),
      status: 'report',
      note: `${fleet.reqPerSec} req/s, p50 ${ms(fleet.p50)}; ${Buffer.byteLength(fleetText)} B for ${taxis} taxis${fleet.non2xx + fleet.errors ? `; ${fleet.non2xx + fleet.errors} failed` : ''}`,
    },
    { bench: 16, name: 'Console opening reads, one office (p99)', value: ms(one.p99), status: 'report', note: `p50 ${ms(one.p50)}, ${one.count} opens` },
    { bench: 16, name: 'Console opening reads, 10 at once (p99)', value: ms(ten.p99), status: 'report', note: `p50 ${ms(ten.p50)}, ${ten.count} opens` },
    {
      bench: 16,
      name: `Driver position → office's live channel, ${ctx.world.relayDrivers.length} taxis each once a second (p99)`,
      value: ms(toOffice.p99),
      target: '≤ 2 s',
      status: verdict(positions.delivered > 0 && toOffice.p99 <= OFFICE_POSITION_TARGET_MS),
      note: `p50 ${ms(toOffice.p50)}; ${positions.delivered}/${positions.sent} positions reached the office${positions.errors.length ? `; ${positions.errors[0]}` : ''}`,
    },
  ];
  return {
    rows,
    raw: { taxis, online, fleetBytes: Buffer.byteLength(fleetText), fleet, consoleAlone: one, consoleTogether: ten, positionsToOffice: { ...toOffice, sent: positions.sent, delivered: positions.delivered } },
  };
}

/**
 * The fleet map's figure: every seeded relay driver sends its position once a second, as a phone's GPS does, and
 * one office socket times each position's arrival. The worker's relay command serves as is, with the office in the
 * customers' place (the office's room gets every online driver's position, design §10).
 */
async function positionsToOffice(ctx: BenchContext): Promise<RelayResult> {
  const url = `${ctx.server.baseUrl.replace('http', 'ws')}/ws`;
  const drivers = ctx.world.relayDrivers;
  const connect = async (pool: string, clients: ClientSpec[]): Promise<void> => {
    const c = await ctx.worker.run<ConnectResult>({ cmd: 'connect', pool, url, clients, concurrency: 100, timeoutMs: 20_000 });
    if (c.failed > 0) throw new Error(`office positions: ${c.failed} sockets of ${pool} not connected: ${c.firstError}`);
  };
  try {
    await connect('office', [{ cookie: ctx.world.admin.cookie, identify: { userType: 'admin' } }]);
    await connect('office-drivers', drivers.map((d) => ({ cookie: d.cookie, identify: { userType: 'driver', userId: d.id } })));
    return await ctx.worker.run<RelayResult>({
      cmd: 'relay',
      driverPool: 'office-drivers',
      customerPool: 'office',
      drivers: drivers.map((d, socket) => ({ socket, driverId: d.id })),
      ratePerSec: drivers.length,
      durationMs: Math.max(3_000, ctx.sizes.relayMs),
      drainMs: 5_000,
    });
  } finally {
    for (const pool of ['office', 'office-drivers']) await ctx.worker.run({ cmd: 'close', pool });
  }
}
