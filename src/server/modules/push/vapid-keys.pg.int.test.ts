import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { resolveVapidKeys, type VapidKeyStore } from '../../integrations/push';
import { useTestDatabase } from '../../testing/use-test-app';
import { loadVapidKeys, saveVapidKeysIfAbsent } from './push.queries';

const store = (database: Database): VapidKeyStore => ({
  load: () => loadVapidKeys(database.db),
  saveIfAbsent: (keys) => saveVapidKeysIfAbsent(database.db, keys),
});
const unset = { publicKey: undefined, privateKey: undefined, subject: undefined };

describe('VAPID keys generated on the first start of several instances at once', () => {
  const test = useTestDatabase();
  const instances: Database[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 4; i++) instances.push(await test.database.open());
  });
  afterAll(async () => {
    for (const database of instances) await database.close();
  });

  it('all sign with the one pair the first of them stored', async () => {
    const resolved = await Promise.all(instances.map((database) => resolveVapidKeys(unset, store(database))));
    const keys = new Set(resolved.map((r) => r.details.publicKey));
    expect(keys.size).toBe(1);
    expect(resolved.filter((r) => r.keySource === 'generated')).toHaveLength(1);
    expect((await loadVapidKeys(instances[0]!.db))?.publicKey).toBe([...keys][0]);
  });
});
