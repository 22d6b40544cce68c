import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { ConfigError } from '../../config';
import {
  DEFAULT_VAPID_SUBJECT,
  MemoryVapidKeyStore,
  resolveVapidKeys,
  type VapidKeyPair,
  type VapidSettings,
} from './vapid-keys';

const pair = webpush.generateVAPIDKeys();
const otherPair = webpush.generateVAPIDKeys();
const unset: VapidSettings = { publicKey: undefined, privateKey: undefined, subject: undefined };

async function problemsOf(settings: VapidSettings): Promise<string[]> {
  const error: unknown = await resolveVapidKeys(settings, new MemoryVapidKeyStore()).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ConfigError);
  return (error as ConfigError).problems;
}

describe('resolveVapidKeys', () => {
  it('generates a pair on the first start, keeps it, and signs with the kept pair on every later start', async () => {
    const store = new MemoryVapidKeyStore();

    const first = await resolveVapidKeys(unset, store);
    const second = await resolveVapidKeys(unset, store);

    expect(first.keySource).toBe('generated');
    expect(await store.load()).toEqual({ publicKey: first.details.publicKey, privateKey: first.details.privateKey });
    expect(second).toEqual({ ...first, keySource: 'stored' });
    expect(first.details.subject).toBe(DEFAULT_VAPID_SUBJECT);
    expect(first.defaultSubject).toBe(true);
  });

  it('takes the pair another instance stored first when two start at once', async () => {
    const winner: VapidKeyPair = { publicKey: pair.publicKey, privateKey: pair.privateKey };
    // Both instances found nothing; the other one saved first.
    const store = new MemoryVapidKeyStore();
    const racing = { load: () => Promise.resolve(null), saveIfAbsent: (keys: VapidKeyPair) => store.saveIfAbsent(keys) };
    await store.saveIfAbsent(winner);

    const resolved = await resolveVapidKeys(unset, racing);

    expect(resolved.details).toMatchObject(winner);
    expect(resolved.keySource).toBe('stored');
  });

  it('uses the keys and subject from the environment, leaving the store alone', async () => {
    const store = new MemoryVapidKeyStore();
    const settings = { ...pair, subject: 'mailto:centrale@radiotaxi-frosinone.it' };

    const resolved = await resolveVapidKeys(settings, store);

    expect(resolved).toEqual({ details: settings, keySource: 'environment', defaultSubject: false });
    expect(await store.load()).toBeNull();
  });

  it('stops the start naming every wrong setting: a half-set pair, a malformed key, a bad subject', async () => {
    expect(await problemsOf({ ...unset, publicKey: pair.publicKey })).toEqual([
      'VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY: vanno impostate entrambe (o nessuna, per generarle al primo avvio)',
    ]);
    expect(await problemsOf({ publicKey: 'non-una-chiave', privateKey: `${pair.privateKey}==`, subject: 'centrale@radiotaxi.it' })).toEqual([
      'VAPID_SUBJECT: serve un indirizzo mailto: o https: (es. mailto:centrale@radiotaxi.it)',
      'VAPID_PUBLIC_KEY: serve una chiave pubblica P-256 non compressa (65 byte) in base64url',
      'VAPID_PRIVATE_KEY: serve una chiave privata P-256 (32 byte) in base64url',
    ]);
  });

  it('refuses a private key from another pair, and a private key outside the curve', async () => {
    expect(await problemsOf({ ...unset, publicKey: pair.publicKey, privateKey: otherPair.privateKey })).toEqual([
      'VAPID_PRIVATE_KEY: non corrisponde a VAPID_PUBLIC_KEY (le due chiavi devono essere della stessa coppia)',
    ]);
    const zero = Buffer.alloc(32).toString('base64url');
    expect(await problemsOf({ ...unset, publicKey: pair.publicKey, privateKey: zero })).toEqual([
      'VAPID_PRIVATE_KEY: non è una chiave privata P-256 valida',
    ]);
  });

  it('refuses a subject no push service operator can write to, and takes a real mailto: or https: contact', async () => {
    for (const subject of ['mailto:admin@localhost', 'https://localhost', 'mailto:push@radiotaxi.invalid', 'mailto:a@centrale']) {
      const [problem] = await problemsOf({ ...unset, subject });
      expect(problem).toMatch(/^VAPID_SUBJECT: .* non è raggiungibile; i servizi push \(Apple\) lo rifiutano$/);
    }
    for (const subject of ['http://radiotaxi-frosinone.it', 'mailto:centrale']) {
      expect(await problemsOf({ ...unset, subject })).toEqual([
        'VAPID_SUBJECT: serve un indirizzo mailto: o https: (es. mailto:centrale@radiotaxi.it)',
      ]);
    }
    for (const subject of ['mailto:centrale@radiotaxi-frosinone.it', 'https://radiotaxi-frosinone.it/contatti']) {
      const resolved = await resolveVapidKeys({ ...unset, subject }, new MemoryVapidKeyStore());
      expect(resolved.details.subject).toBe(subject);
      expect(resolved.defaultSubject).toBe(false);
    }
  });

  it('will not sign with a stored pair that has been damaged', async () => {
    const store = new MemoryVapidKeyStore({ publicKey: pair.publicKey, privateKey: otherPair.privateKey });
    await expect(resolveVapidKeys(unset, store)).rejects.toThrow(
      'Le chiavi VAPID salvate non sono valide (chiave privata: non corrisponde a chiave pubblica',
    );
  });
});
