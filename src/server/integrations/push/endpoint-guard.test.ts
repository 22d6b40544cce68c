import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetch } from 'undici';
import { isPublicAddress, PushEndpointGuard } from './endpoint-guard';

/** A resolver that answers from a table, as DNS would for these names. */
const resolverOf = (table: Record<string, string[]>) => async (host: string) => {
  const found = table[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};
const DNS = resolverOf({
  'fcm.googleapis.com': ['142.250.180.10', '2a00:1450:4002:402::200a'],
  'updates.push.services.mozilla.com': ['34.117.65.55'],
  'web.push.apple.com': ['17.188.180.50'],
  'localtest.me': ['127.0.0.1'],
  '127.0.0.1.nip.io': ['127.0.0.1'],
  'rebind.example.net': ['142.250.180.10', '10.0.0.5'],
  'metadata.attacker.net': ['169.254.169.254'],
  'v6.attacker.net': ['fe80::1'],
  'ula.attacker.net': ['fd00::5'],
  'nat64.attacker.net': ['64:ff9b::a00:5'],
  'mapped.attacker.net': ['::ffff:10.0.0.5'],
  'cgnat.attacker.net': ['100.64.0.9'],
});
const guard = new PushEndpointGuard(DNS, false);

describe('push endpoints (design §13): only a public push service, checked again at send time', () => {
  it('takes the push services browsers use', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGm4',
      'https://fcm.googleapis.com:443/fcm/send/abc',
      'https://FCM.googleapis.com./fcm/send/abc',
    ]) {
      expect(await guard.check(endpoint), endpoint).toBeNull();
    }
  });

  it('refuses every endpoint of issue 23’s run, and the like', async () => {
    const refused: Array<[string, string]> = [
      ['https://localhost./', 'non è valido'],
      ['https://metadata.google.internal./', 'non è valido'],
      ['https://foo.local./', 'non è valido'],
      ['https://localtest.me/', 'non è valido'],
      ['https://127.0.0.1.nip.io/', 'non è valido'],
      ['https://intranet.corp:8443/admin', 'porta 443'],
      ['https://push.example.com:22/', 'porta 443'],
      ['http://fcm.googleapis.com/fcm/send/abc', 'https'],
      ['https://127.0.0.1/x', 'non è valido'],
      ['https://[::1]/x', 'non è valido'],
      ['https://10.0.0.5/admin', 'non è valido'],
      ['https://db.internal/x', 'non è valido'],
      ['https://user:pw@fcm.googleapis.com/x', 'non è valido'],
      ['https://printer/x', 'non è valido'],
      ['not a url', 'non valida'],
    ];
    for (const [endpoint, reason] of refused) expect(await guard.check(endpoint), endpoint).toContain(reason);
  });

  it('refuses a name resolving to any private, loopback, link-local or otherwise non-public address', async () => {
    for (const host of ['rebind.example.net', 'metadata.attacker.net', 'v6.attacker.net', 'ula.attacker.net', 'nat64.attacker.net', 'mapped.attacker.net', 'cgnat.attacker.net', 'nowhere.example.net']) {
      expect(await guard.check(`https://${host}/push`), host).not.toBeNull();
    }
  });

  it('tells public unicast addresses from the rest', () => {
    expect(isPublicAddress('142.250.180.10')).toBe(true);
    expect(isPublicAddress('2a00:1450:4002:402::200a')).toBe(true);
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', 'nonsense']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
  });

  it('lets tests and development use a fake push service on loopback only when allowed', async () => {
    const dev = new PushEndpointGuard(DNS, true);
    expect(await dev.check('http://127.0.0.1:5998/push/abc')).toBeNull();
    expect(await guard.check('http://127.0.0.1:5998/push/abc')).not.toBeNull();
    expect(await dev.check('http://10.0.0.5/push')).not.toBeNull();
  });
});

describe('the push sender’s connections (design §13)', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('connect to the address the guard resolved and checked, and to nothing that resolves inside', async () => {
    const hits: string[] = [];
    server = createServer((req, res) => {
      hits.push(String(req.headers.host));
      res.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    // A name that the check would find public but that points inside: the connection asks the guard, which says no.
    const inside = new PushEndpointGuard(resolverOf({ 'push.attacker.net': ['127.0.0.1'] }), false);
    await expect(fetch(`http://push.attacker.net:${port}/`, { dispatcher: inside.dispatcher })).rejects.toThrow();
    expect(hits).toEqual([]);
    // Where loopback is allowed (tests), the same connection goes to the resolved address: the lookup is the guard's.
    const allowed = new PushEndpointGuard(resolverOf({ 'push.attacker.net': ['127.0.0.1'] }), true);
    const res = await fetch(`http://push.attacker.net:${port}/`, { dispatcher: allowed.dispatcher });
    expect(await res.text()).toBe('ok');
    expect(hits).toEqual([`push.attacker.net:${port}`]);
  });
});
