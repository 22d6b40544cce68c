import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
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
  let database: TestDatabase;
  let opened: Database;
  let here: PgNotifyBus;
  let there: PgNotifyBus;
  const seenHere: BusEvent[] = [];
  const seenThere: BusEvent[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    here = await PgNotifyBus.start(opened.url!, logger);
    there = await PgNotifyBus.start(opened.url!, logger);
    here.subscribe((event) => seenHere.push(event));
    there.subscribe((event) => seenThere.push(event));
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    await database?.drop();
  });

  it('delivers to its own instance at once and exactly once, and to the other in order', async () => {
    seenHere.length = 0;
    seenThere.length = 0;
    const events = Array.from({ length: 2_000 }, (_, i) => frame('admins', `{"n":${i}}`));
    for (const event of events) await here.publish(event);
    expect(seenHere).toEqual(events); // synchronously, before any round trip
    await expect.poll(() => seenThere.length, { timeout: 10_000 }).toBe(events.length);
    expect(seenThere).toEqual(events);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seenHere).toHaveLength(events.length); // its own notification is not delivered twice
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
});
