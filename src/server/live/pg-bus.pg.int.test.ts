import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { useTestDatabase } from '../testing/use-test-app';
import type { BusEvent } from './bus';
import { PgNotifyBus } from './pg-bus';

const logger = pino({ level: 'silent' });
const frame = (room: string, payload: string, coalesceKey?: string): BusEvent => ({
  kind: 'frame',
  room,
  payload,
  ...(coalesceKey ? { coalesceKey } : {}),
});

describe('LISTEN/NOTIFY bus', () => {
  const test = useTestDatabase();
  let opened: Database;
  let here: PgNotifyBus;
  let there: PgNotifyBus;
  const seenHere: BusEvent[] = [];
  const seenThere: BusEvent[] = [];

  beforeAll(async () => {
    opened = await test.database.open();
    here = await PgNotifyBus.start(opened.url!, logger);
    there = await PgNotifyBus.start(opened.url!, logger);
    here.subscribe((event) => seenHere.push(event));
    there.subscribe((event) => seenThere.push(event));
    // Each learns of the other from the greetings (the later one's hello, the earlier one's answer).
    await vi.waitFor(() => expect([here.peerCount, there.peerCount]).toEqual([1, 1]), { timeout: 5_000 });
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
  });

  it('delivers to its own instance at once and exactly once, and to the other in order', async () => {
    seenHere.length = 0;
    seenThere.length = 0;
    const events = Array.from({ length: 2_000 }, (_, i) => frame('admins', `{"n":${i}}`));
    for (const event of events) await here.publish(event);
    expect(seenHere).toEqual(events); // synchronously, before any round trip
    await expect.poll(() => seenThere.length, { timeout: 10_000 }).toBe(events.length);
    expect(seenThere).toEqual(events);
    // Its own notifications come back to it before one the other sends now (PostgreSQL delivers in commit
    // order): once that one is here, an echo not delivered by then never will be.
    const marker = frame('admins', '{"marker":true}');
    await there.publish(marker);
    await expect.poll(() => seenHere.at(-1), { timeout: 10_000 }).toEqual(marker);
    expect(seenHere).toEqual([...events, marker]); // its own notification is not delivered twice
  });

  it('sends the other instance only the newest queued frame of a coalescing key', async () => {
    seenThere.length = 0;
    for (let i = 0; i < 500; i++) {
      await here.publish(frame('customer:a', `{"lat":${i}}`, 'position:a'));
      await here.publish(frame('customer:b', `{"lat":${i}}`, 'position:b'));
    }
    await here.publish(frame('admins', '{"end":true}'));
    await expect.poll(() => seenThere.at(-1), { timeout: 10_000 }).toEqual(frame('admins', '{"end":true}'));
    const forA = seenThere.filter((e) => e.kind === 'frame' && e.room === 'customer:a');
    expect(forA.length).toBeGreaterThan(0);
    expect(forA.length).toBeLessThan(500);
    expect(forA.at(-1)).toEqual(frame('customer:a', '{"lat":499}', 'position:a'));
    const lats = forA.map((e) => (e.kind === 'frame' ? (JSON.parse(e.payload) as { lat: number }).lat : -1));
    expect([...lats].sort((x, y) => x - y)).toEqual(lats); // never an older position after a newer one
  });

  it('alone, keeps positions to itself but still sends what changes state; positions cross once another instance is there', async () => {
    const channel = 'radio_taxi_live_alone';
    const watcher = new pg.Client({ connectionString: opened.url! });
    const onChannel: Array<{ events: BusEvent[]; peer?: string }> = [];
    watcher.on('notification', (n) => onChannel.push(JSON.parse(n.payload ?? '{}') as (typeof onChannel)[number]));
    await watcher.connect();
    await watcher.query(`LISTEN ${channel}`);
    const alone = await PgNotifyBus.start(opened.url!, logger, channel);
    let other: PgNotifyBus | undefined;
    try {
      for (let i = 0; i < 100; i++) await alone.publish(frame('customer:a', `{"lat":${i}}`, 'position:a'));
      await alone.publish(frame('admins', '{"ride":"accepted"}'));
      await expect.poll(() => onChannel.flatMap((n) => n.events), { timeout: 5_000 }).toEqual([frame('admins', '{"ride":"accepted"}')]);
      expect(onChannel.filter((n) => n.peer).map((n) => n.peer)).toEqual(['hello']);

      other = await PgNotifyBus.start(opened.url!, logger, channel);
      const seenByOther: BusEvent[] = [];
      other.subscribe((event) => seenByOther.push(event));
      await expect.poll(() => alone.peerCount, { timeout: 5_000 }).toBe(1);
      await alone.publish(frame('customer:a', '{"lat":100}', 'position:a'));
      await expect.poll(() => seenByOther, { timeout: 5_000 }).toEqual([frame('customer:a', '{"lat":100}', 'position:a')]);
    } finally {
      await other?.close();
      await alone.close();
      await watcher.end();
    }
  });
});
