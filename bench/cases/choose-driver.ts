import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { type CandidateDriver, chooseDrivers } from '../../src/server/modules/dispatch/dispatch.rules';
import { DEFAULT_DISPATCH_SETTINGS } from '../../src/server/config';
import { haversineMeters } from '../../src/server/integrations/router/great-circle-router';
import type { LatLon } from '../../src/shared/common.schemas';
import type { Sizes } from '../lib/options';
import { type CaseOutput, ms, verdict } from '../lib/report';
import { ratio, summarize } from '../lib/stats';

const LIMIT_MS = 1;
const WARMUP_CALLS = 200;
const NOW = new Date('2026-03-02T08:00:00Z');
/** Frosinone and the towns around it: ±0.2° is about ±20 km. */
const AREA = { lat: 41.64, lon: 13.35, spanDeg: 0.2 };

/**
 * #10 Choice of driver (issue 13): `chooseDrivers` under `nearest` for N free drivers scattered over the province,
 * one in ten with a stale position and two drivers who already refused, each call for a different pickup, timed
 * one call at a time in this process (no server). Baseline: the N great-circle distances alone, the floor any
 * choice by distance pays. The note adds the calls' CPU time (`process.cpuUsage`), which leaves out the waits for
 * a core that a loaded machine puts into the wall-clock tail.
 */
export function chooseDriverBench(sizes: Sizes): Promise<CaseOutput> {
  const rng = xoroshiro128plus(13);
  const random = () => uniformFloat64(rng);
  const point = (): LatLon => ({
    lat: AREA.lat + (random() - 0.5) * AREA.spanDeg * 2,
    lon: AREA.lon + (random() - 0.5) * AREA.spanDeg * 2,
  });
  const n = sizes.chooseDriverCandidates;
  const candidates: CandidateDriver[] = Array.from({ length: n }, (_, i) => ({
    driverId: `driver-${String(i).padStart(5, '0')}`,
    position: point(),
    positionAt: new Date(NOW.getTime() - (random() < 0.1 ? 300_000 : random() * 60_000)),
    idleSince: new Date(NOW.getTime() - random() * 3_600_000),
  }));
  const pickups = Array.from({ length: WARMUP_CALLS + sizes.chooseDriverCalls }, point);
  const settings = { ...DEFAULT_DISPATCH_SETTINGS, policy: 'nearest' as const };
  const offeredDriverIds = ['driver-00001', 'driver-00002'];

  const product: number[] = [];
  const productCpu: number[] = [];
  const baseline: number[] = [];
  let offers = 0;
  let sink = 0;
  pickups.forEach((pickup, i) => {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const choice = chooseDrivers({ pickup, offeredDriverIds }, candidates, NOW, settings);
    const t1 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    for (const c of candidates) sink += haversineMeters(c.position!, pickup);
    const t2 = performance.now();
    if (i < WARMUP_CALLS) return;
    product.push(t1 - t0);
    productCpu.push((cpu.user + cpu.system) / 1_000);
    baseline.push(t2 - t1);
    if (choice.kind === 'offer') offers++;
  });
  if (!Number.isFinite(sink) || offers === 0) throw new Error('the choice function offered no ride: the bench measures nothing');

  const p = summarize(product);
  const c = summarize(productCpu);
  const b = summarize(baseline);
  return Promise.resolve({
    rows: [
      {
        bench: 10,
        name: `Choice of driver N=${n} p99`,
        value: ms(p.p99),
        baseline: ms(b.p99),
        ratio: ratio(p.p99, b.p99),
        target: `≤ ${LIMIT_MS} ms`,
        status: verdict(p.p99 <= LIMIT_MS),
        note: `p50 ${ms(p.p50)}; CPU time p99 ${ms(c.p99)}; ${product.length} calls; baseline: the ${n} distances alone`,
      },
    ],
    raw: { candidates: n, product: p, productCpu: c, baseline: b },
  });
}
