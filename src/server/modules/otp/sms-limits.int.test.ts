import { describe, expect, it } from 'vitest';
import { nextMobile } from '../../testing/fixtures';
import { useTestApp } from '../../testing/use-test-app';

/** design §13: SMS codes per address count IPv6 by /64, and an hour's codes for everyone stop at SMS_SENDS_PER_HOUR. */
const ask = (app: ReturnType<typeof useTestApp>['app'], remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/customers/verify-phone', remoteAddress, payload: { phoneNumber: nextMobile() } });

describe('codes per address', () => {
  const t = useTestApp({ env: { OTP_IP_SENDS_PER_HOUR: '3' } });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    for (let i = 1; i <= 3; i++) expect((await ask(t.app, `2001:db8:9:9::${i}`)).statusCode).toBe(200);
    const fourth = await ask(t.app, '2001:db8:9:9:abcd::1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error).toBe('Troppe richieste di codici da questa rete. Riprova più tardi.');
    expect((await ask(t.app, '2001:db8:9:a::1')).statusCode).toBe(200);
  });
});

describe('codes for everyone in an hour', () => {
  const t = useTestApp({ env: { SMS_SENDS_PER_HOUR: '5' } });

  it('stops at SMS_SENDS_PER_HOUR whatever the addresses and numbers', async () => {
    for (let i = 1; i <= 5; i++) expect((await ask(t.app, `198.51.100.${i}`)).statusCode).toBe(200);
    const over = await ask(t.app, '198.51.100.6');
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe('Troppe richieste di codici in questo momento. Riprova più tardi.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
