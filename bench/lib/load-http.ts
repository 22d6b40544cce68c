import autocannon, { type AutocannonOptions, type AutocannonResult } from 'autocannon';

export interface HttpLoad {
  reqPerSec: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/** autocannon, reduced to what the table shows. Runs in the orchestrator process: the worker is idle then. */
export async function httpLoad(options: AutocannonOptions): Promise<HttpLoad> {
  const result: AutocannonResult = await autocannon({ timeout: 10, ...options });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([k, v]) => [k, v.count])),
  };
}
