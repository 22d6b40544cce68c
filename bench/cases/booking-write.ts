import type { AutocannonRequest } from 'autocannon';
import { type BenchContext, bookingBody, idempotencyKey } from '../lib/context';
import { httpLoad } from '../lib/load-http';
import { type CaseOutput, ms } from '../lib/report';

/**
 * #5 Booking write: autocannon on POST /api/rides, each request from the next seeded customer (a customer
 * has at most one active ride) with its own Idempotency-Key. Addresses carry coordinates, as when the
 * customer picks suggestions; the geocoder is the local fake anyway.
 */
export async function bookingWriteBench(ctx: BenchContext): Promise<CaseOutput> {
  const { server, world } = ctx;
  const customers = world.bookingCustomers;
  let next = 0;
  const headersFor = (cookie: string) => ({
    cookie,
    origin: server.baseUrl,
    'content-type': 'application/json',
    'idempotency-key': idempotencyKey(),
  });
  const probe = await fetch(`${server.baseUrl}/api/rides`, {
    method: 'POST',
    headers: headersFor(customers[next++]!.cookie),
    body: bookingBody(0),
  });
  const probeText = await probe.text();
  if (probe.status >= 300) {
    return {
      rows: [{ bench: 5, name: 'Booking write', value: '—', status: 'n/a', note: `POST /api/rides: HTTP ${probe.status} ${probeText.slice(0, 80)}` }],
      raw: { probe: probe.status },
    };
  }
  const request: AutocannonRequest = {
    method: 'POST',
    path: '/api/rides',
    setupRequest: (req) => {
      const i = next++;
      // Past the pool the same customers come round again; their second active ride is refused (counted).
      const customer = customers[i % customers.length]!;
      return { ...req, headers: headersFor(customer.cookie), body: bookingBody(i) };
    },
  };
  const result = await httpLoad({
    url: server.baseUrl,
    connections: ctx.sizes.autocannonConnections,
    duration: ctx.sizes.autocannonSec,
    requests: [request],
  });
  const failed = result.non2xx + result.errors;
  return {
    rows: [
      {
        bench: 5,
        name: 'Booking write POST /api/rides (req/s)',
        value: String(result.reqPerSec),
        target: 'report req/s and p99',
        status: 'report',
        note: `p99 ${ms(result.p99)}, p50 ${ms(result.p50)}${failed ? `; ${failed} failed/timed out ${JSON.stringify(result.statusCodes)}` : ''}`,
      },
    ],
    raw: { ...result, customersUsed: next },
  };
}
