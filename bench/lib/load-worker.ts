/**
 * The load generator: a child process holding every WebSocket client and sending the HTTP requests
 * whose effects they wait for, so that one clock (this process's performance.now()) times both ends.
 * It runs apart from the server (the machine has 2 cores: one for the server, one for this).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import type {
  AcceptResult,
  ClientSpec,
  ConnectResult,
  DispatchResult,
  FleetResult,
  HttpRequestSpec,
  RelayResult,
  WorkerCommand,
  WorkerReply,
} from './protocol';

type FrameHandler = (client: number, text: string, at: number) => void;

interface Pool {
  sockets: WebSocket[];
  handler: FrameHandler | null;
}

const pools = new Map<string, Pool>();
/** Loopback aliases: spreading sockets over source addresses keeps ephemeral ports from running out. */
const LOCAL_ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 1}`);
let nextAddress = 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function openClient(url: string, spec: ClientSpec, origin: string, onFrame: (text: string, at: number) => void, timeoutMs: number) {
  const headers: Record<string, string> = {};
  if (spec.cookie) headers.cookie = spec.cookie;
  const ws = new WebSocket(`${url}${spec.query ?? ''}`, {
    headers,
    origin,
    localAddress: LOCAL_ADDRESSES[nextAddress++ % LOCAL_ADDRESSES.length],
    perMessageDeflate: false,
  });
  return new Promise<WebSocket>((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('connect timeout'));
    }, timeoutMs);
    let ready = false;
    ws.on('message', (raw) => {
      const at = performance.now();
      const text = raw.toString();
      if (!ready) {
        if (text.startsWith('{"type":"identified"')) {
          ready = true;
          clearTimeout(timer);
          resolve(ws);
        } else if (text.startsWith('{"type":"error"')) {
          clearTimeout(timer);
          reject(new Error(`identify refused: ${text}`));
        }
        return;
      }
      onFrame(text, at);
    });
    ws.once('open', () => {
      if (spec.identify) ws.send(JSON.stringify({ type: 'identify', data: spec.identify }));
      else {
        ready = true;
        clearTimeout(timer);
        resolve(ws);
      }
    });
    ws.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`upgrade refused: ${res.statusCode}`));
    });
    ws.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

async function connect(cmd: Extract<WorkerCommand, { cmd: 'connect' }>): Promise<ConnectResult> {
  const started = performance.now();
  const pool: Pool = { sockets: new Array<WebSocket>(cmd.clients.length), handler: null };
  pools.set(cmd.pool, pool);
  const origin = cmd.url.replace(/^ws/, 'http').replace(/\/ws.*$/, '');
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  // A bounded number of handshakes in flight: a real fleet does not reconnect all at once either.
  const lane = async () => {
    while (next < cmd.clients.length) {
      const index = next++;
      try {
        pool.sockets[index] = await openClient(
          cmd.url,
          cmd.clients[index]!,
          origin,
          (text, at) => pool.handler?.(index, text, at),
          cmd.timeoutMs,
        );
      } catch (err) {
        failed++;
        firstError ??= (err as Error).message;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(cmd.concurrency, cmd.clients.length) }, lane));
  return { connected: cmd.clients.length - failed, failed, ...(firstError ? { firstError } : {}), ms: performance.now() - started };
}

async function close(pool: string): Promise<void> {
  const p = pools.get(pool);
  if (!p) return;
  pools.delete(pool);
  const closing = p.sockets.filter(Boolean).map(
    (ws) =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        const timer = setTimeout(() => {
          ws.terminate();
          resolve();
        }, 3_000);
        ws.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        ws.close();
      }),
  );
  await Promise.all(closing);
}

async function send(spec: HttpRequestSpec): Promise<{ status: number; text: string; at: number }> {
  const res = await fetch(spec.url, {
    method: spec.method,
    headers: spec.headers,
    ...(spec.body !== undefined ? { body: spec.body } : {}),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  return { status: res.status, text, at: performance.now() };
}

function dig(value: unknown, path: string[]): unknown {
  let v = value;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return v;
}

/** Waits until `done()` or the timeout, checking after each received frame batch (bounded). */
async function until(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(2);
}

async function dispatch(cmd: Extract<WorkerCommand, { cmd: 'dispatch' }>): Promise<DispatchResult> {
  const pool = pools.get(cmd.pool);
  if (!pool) throw new Error(`no pool ${cmd.pool}`);
  const live = pool.sockets.filter((ws) => ws?.readyState === WebSocket.OPEN).length;
  const arrivals = new Map<string, { count: number; first: number; last: number }>();
  const result: DispatchResult = { latencies: [], afterAnswer: [], missing: [], httpMs: [], errors: [] };
  pool.handler = (_client, text, at) => {
    if (!text.startsWith('{"type":"new_ride_request"')) return;
    result.sampleFrame ??= text;
    const id = (JSON.parse(text) as { data: { id: string } }).data.id;
    const a = arrivals.get(id);
    if (a) {
      a.count++;
      a.last = Math.max(a.last, at);
    } else arrivals.set(id, { count: 1, first: at, last: at });
  };
  for (const request of cmd.requests) {
    const started = performance.now();
    try {
      const answer = await send(request);
      result.httpMs.push(answer.at - started);
      if (answer.status >= 300) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
      const id = dig(JSON.parse(answer.text), cmd.idPath);
      if (typeof id !== 'string') throw new Error(`no ride id in ${answer.text.slice(0, 200)}`);
      await until(() => (arrivals.get(id)?.count ?? 0) >= live, cmd.timeoutMs);
      const a = arrivals.get(id);
      result.missing.push(live - (a?.count ?? 0));
      if (a) {
        // From the answer, or from the first frame when the server fans out before it answers (it then
        // answers late instead): either way, the time the broadcast takes after the ride exists.
        result.latencies.push(a.last - Math.min(answer.at, a.first));
        result.afterAnswer.push(a.last - answer.at);
      }
    } catch (err) {
      result.errors.push((err as Error).message);
      if (result.errors.length >= 3) break;
    }
    // Rides one at a time: each figure is one fan-out, not a queue behind the previous one.
    await sleep(20);
  }
  pool.handler = null;
  return result;
}

async function accept(cmd: Extract<WorkerCommand, { cmd: 'accept' }>): Promise<AcceptResult> {
  const pool = pools.get(cmd.customerPool);
  if (!pool) throw new Error(`no pool ${cmd.customerPool}`);
  const received = new Map<string, number>();
  pool.handler = (_client, text, at) => {
    if (!text.startsWith('{"type":"ride_accepted"')) return;
    const id = (JSON.parse(text) as { data: { ride: { id: string } } }).data.ride.id;
    if (!received.has(id)) received.set(id, at);
  };
  const result: AcceptResult = { latencies: [], endToEnd: [], httpMs: [], missing: 0, beforeAnswer: 0, errors: [] };
  // All bids at once: 100 concurrent acceptances, as the issue asks.
  const answers = await Promise.all(
    cmd.requests.map(async (request) => {
      const started = performance.now();
      try {
        const answer = await send(request);
        result.httpMs.push(answer.at - started);
        if (answer.status >= 300) throw new Error(`HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
        return { rideId: request.rideId, at: answer.at, started };
      } catch (err) {
        result.errors.push((err as Error).message);
        return null;
      }
    }),
  );
  const ok = answers.filter((a): a is { rideId: string; at: number; started: number } => a !== null);
  await until(() => ok.every((a) => received.has(a.rideId)), cmd.timeoutMs);
  for (const a of ok) {
    const at = received.get(a.rideId);
    if (at === undefined) result.missing++;
    // Negative when the frame overtook the HTTP answer: delivered "before" the answer counts as 0.
    else {
      if (at < a.at) result.beforeAnswer++;
      result.endToEnd.push(at - a.started);
      result.latencies.push(Math.max(0, at - a.at));
    }
  }
  pool.handler = null;
  return result;
}

async function relay(cmd: Extract<WorkerCommand, { cmd: 'relay' }>): Promise<RelayResult> {
  const drivers = pools.get(cmd.driverPool);
  const customers = pools.get(cmd.customerPool);
  if (!drivers || !customers) throw new Error('no relay pools');
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  let delivered = 0;
  let measuring = false;
  customers.handler = (_client, text, at) => {
    if (!text.startsWith('{"type":"driver_location_update"')) return;
    const { longitude } = (JSON.parse(text) as { data: { longitude: number } }).data;
    const t = sentAt.get(longitude);
    if (t === undefined) return;
    sentAt.delete(longitude);
    delivered++;
    if (measuring) latencies.push(at - t);
  };
  let seq = 0;
  // Like a phone's GPS, a driver never sends twice within a second, even when the sender catches up after a
  // stall: the server would hold the second one for the rest of the second (design §13), and that wait is
  // the rule, not the relay's speed.
  const lastSentAt = new Map<string, number>();
  let skipped = 0;
  const sendOne = (i: number) => {
    const d = cmd.drivers[i % cmd.drivers.length]!;
    const ws = drivers.sockets[d.socket];
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    const now = performance.now();
    if (now - (lastSentAt.get(d.driverId) ?? Number.NEGATIVE_INFINITY) < 1_000) {
      skipped++;
      return true;
    }
    lastSentAt.set(d.driverId, now);
    // A unique longitude per message: the customer side finds the send time by it.
    const longitude = 13.3 + ++seq * 1e-7;
    sentAt.set(longitude, performance.now());
    ws.send(`{"type":"update_location","data":{"driverId":"${d.driverId}","latitude":41.64,"longitude":${longitude}}}`);
    return true;
  };
  // Warm-up: one position per driver fills the server's per-driver caches; not measured.
  for (let i = 0; i < cmd.drivers.length; i++) sendOne(i);
  await until(() => sentAt.size === 0, 5_000);
  // The server keeps one position a second per driver (design §13): a measured position sent sooner after
  // the warm-up one would wait for the end of that second, and the wait is the rule, not the relay's speed.
  await sleep(1_000);
  sentAt.clear();
  delivered = 0;
  skipped = 0;
  measuring = true;
  const errors: string[] = [];
  let sent = 0;
  const started = performance.now();
  // Paced by the clock, not by timer ticks: after a late tick the sender catches up to the schedule.
  while (performance.now() - started < cmd.durationMs) {
    const due = Math.floor(((performance.now() - started) * cmd.ratePerSec) / 1_000);
    while (sent < due) {
      if (!sendOne(sent)) errors.push('driver socket closed');
      sent++;
      if (errors.length > 10) break;
    }
    await sleep(1);
  }
  const elapsed = performance.now() - started;
  await until(() => sentAt.size === 0, cmd.drainMs);
  customers.handler = null;
  sent -= skipped;
  return { latencies, sent, delivered, sentPerSec: Math.round((sent / elapsed) * 1_000), errors: errors.slice(0, 3) };
}

/**
 * Bench #17: a national fleet at work. Every taxi sends its position every `positionEveryMs`; bookings arrive at
 * `bookingsPerSec`; the taxi a booking is offered to bids `acceptAfterMs` later; `/healthz` is sampled throughout.
 */
async function fleet(cmd: Extract<WorkerCommand, { cmd: 'fleet' }>): Promise<FleetResult> {
  const pool = pools.get(cmd.driverPool);
  if (!pool) throw new Error(`no pool ${cmd.driverPool}`);
  const result: FleetResult = {
    bookingMs: [],
    offerMs: [],
    noOffer: 0,
    accepted: 0,
    healthMs: [],
    positionsSent: 0,
    slowest: [],
    loadLoopDelayMs: { p99: 0, max: 0 },
    errors: [],
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const note = (message: string) => {
    if (result.errors.length < 5) result.errors.push(message);
  };
  // The offer can overtake the booking's answer: arrivals are kept by ride and matched to the POST at the end.
  const postedAt = new Map<string, number>();
  const answeredAfter = new Map<string, number>();
  const offeredAt = new Map<string, number>();
  const bids: Array<Promise<void>> = [];
  pool.handler = (client, text, at) => {
    if (!text.startsWith('{"type":"ride_offer"')) return;
    const rideId = (JSON.parse(text) as { data: { ride: { id: string } } }).data.ride.id;
    if (offeredAt.has(rideId)) return;
    offeredAt.set(rideId, at);
    const driver = cmd.drivers[client]!;
    bids.push(
      sleep(cmd.acceptAfterMs)
        .then(() =>
          send({
            url: `${cmd.baseUrl}/api/rides/${rideId}/bids`,
            method: 'POST',
            headers: { cookie: driver.cookie, origin: cmd.baseUrl, 'content-type': 'application/json' },
            body: JSON.stringify({ driverId: driver.driverId, estimatedArrival: 4 }),
          }),
        )
        .then((answer) => {
          if (answer.status < 300) result.accepted++;
          else note(`bid: HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
        })
        .catch((err: unknown) => note(`bid: ${(err as Error).message}`)),
    );
  };

  let running = true;
  const positions = (async () => {
    const gapMs = cmd.positionEveryMs / cmd.drivers.length;
    const started = performance.now();
    let sent = 0;
    while (running) {
      const due = Math.floor((performance.now() - started) / gapMs);
      for (; sent < due && running; sent++) {
        const i = sent % cmd.drivers.length;
        const ws = pool.sockets[i];
        if (ws?.readyState !== WebSocket.OPEN) continue;
        const d = cmd.drivers[i]!;
        // A few metres of movement each time: the server stores and relays it like a real taxi's.
        const wobble = ((sent % 7) - 3) * 1e-5;
        ws.send(`{"type":"update_location","data":{"driverId":"${d.driverId}","latitude":${d.lat + wobble},"longitude":${d.lon}}}`);
        result.positionsSent++;
      }
      await sleep(5);
    }
  })();
  const health = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await send({ url: `${cmd.baseUrl}/healthz`, method: 'GET', headers: {} });
        result.healthMs.push(answer.at - started);
      } catch (err) {
        note(`healthz: ${(err as Error).message}`);
      }
      await sleep(cmd.healthEveryMs);
    }
  })();

  const bookingIds: string[] = [];
  const posts: Array<Promise<void>> = [];
  const started = performance.now();
  for (let i = 0; i < cmd.bookings.length; i++) {
    const due = started + (i * 1_000) / cmd.bookingsPerSec;
    while (performance.now() < due) await sleep(Math.min(5, due - performance.now()));
    const request = cmd.bookings[i]!;
    const sent = performance.now();
    posts.push(
      send(request)
        .then((answer) => {
          result.bookingMs.push(answer.at - sent);
          if (answer.status >= 300) return note(`booking: HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
          const id = dig(JSON.parse(answer.text), ['rideRequest', 'id']);
          if (typeof id !== 'string') return note('booking: no ride id');
          postedAt.set(id, sent);
          answeredAfter.set(id, answer.at - sent);
          bookingIds.push(id);
        })
        .catch((err: unknown) => note(`booking: ${(err as Error).message}`)),
    );
  }
  await Promise.all(posts);
  await until(() => bookingIds.every((id) => offeredAt.has(id)), cmd.drainMs);
  running = false;
  await Promise.all([positions, health, ...bids]);
  pool.handler = null;
  loopDelay.disable();
  result.loadLoopDelayMs = { p99: loopDelay.percentile(99) / 1e6, max: loopDelay.max / 1e6 };
  const timed: FleetResult['slowest'] = [];
  for (const id of bookingIds) {
    const at = offeredAt.get(id);
    if (at === undefined) {
      result.noOffer++;
      continue;
    }
    const offerMs = at - postedAt.get(id)!;
    result.offerMs.push(offerMs);
    timed.push({ atMs: Math.round(postedAt.get(id)! - started), answerMs: Math.round(answeredAfter.get(id)!), offerMs: Math.round(offerMs) });
  }
  result.slowest = timed.sort((a, b) => b.offerMs - a.offerMs).slice(0, 5);
  return result;
}

async function run(command: WorkerCommand): Promise<unknown> {
  switch (command.cmd) {
    case 'connect':
      return connect(command);
    case 'close':
      return close(command.pool);
    case 'dispatch':
      return dispatch(command);
    case 'accept':
      return accept(command);
    case 'relay':
      return relay(command);
    case 'fleet':
      return fleet(command);
  }
}

process.on('message', (message: { id: number; command: WorkerCommand }) => {
  run(message.command).then(
    (result) => process.send?.({ id: message.id, ok: true, result } satisfies WorkerReply),
    (err: unknown) => process.send?.({ id: message.id, ok: false, error: (err as Error).stack ?? String(err) } satisfies WorkerReply),
  );
});
// The orchestrator going away (even killed) must not leave this process holding thousands of sockets.
process.on('disconnect', () => process.exit(0));
