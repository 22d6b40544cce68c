import { beforeEach, describe, expect, it } from 'vitest';
import { nextMobile, smsOutbox } from '../../testing/fixtures';
import { sessionCookie, startTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const logLines: string[] = [];
const t = useTestApp({ logLines, env: { OTP_IP_SENDS_PER_HOUR: '1000' } });
beforeEach(() => t.clock.set('2026-06-10T10:00:00Z'));

const sendCode = (phoneNumber: string, remoteAddress = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', remoteAddress, payload: { phoneNumber } });
const verify = (phoneNumber: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/customers/verify-code', payload: { phoneNumber, code } });
const outbox = (phone: string) => smsOutbox(t.app, phone);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('customer phone verification', () => {
  it('sends a random 6-digit code by SMS and opens a customer session with it, once', async () => {
    const phone = nextMobile();
    const sent = await sendCode(phone.replace('+39', '')); // typed without prefix: +39 is added
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, phoneNumber: phone, resendAfterSeconds: 90 });
    const [message] = await outbox(phone);
    expect(message?.code).toMatch(/^\d{6}$/);

    const ok = await verify(phone, message!.code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ phoneNumber: phone, customerId: expect.any(String) });
    const cookie = sessionCookie(ok.headers['set-cookie'], 'customer');
    const me = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
    expect(me.json()).toEqual(ok.json());

    const again = await verify(phone, message!.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/scaduto o non valido/);
  });

  it('gives the same customer to the same phone on a second verification', async () => {
    const phone = nextMobile();
    await sendCode(phone);
    const first = (await verify(phone, (await outbox(phone))[0]!.code)).json();
    t.clock.advance(91_000);
    await sendCode(phone);
    const second = (await verify(phone, (await outbox(phone))[0]!.code)).json();
    expect(second.customerId).toBe(first.customerId);
  });

  it('burns the code after 5 wrong tries', async () => {
    const phone = nextMobile();
    await sendCode(phone);
    const { code } = (await outbox(phone))[0]!;
    for (let i = 0; i < 4; i++) expect((await verify(phone, wrongCode(code))).json().error).toBe('Codice non valido');
    expect((await verify(phone, wrongCode(code))).json().error).toMatch(/Troppi tentativi errati/);
    expect((await verify(phone, code)).statusCode).toBe(400);
  });

  it('refuses a code older than 10 minutes', async () => {
    const phone = nextMobile();
    await sendCode(phone);
    const { code } = (await outbox(phone))[0]!;
    t.clock.advance(10 * 60_000 + 1);
    expect((await verify(phone, code)).json().error).toMatch(/scaduto/);
  });

  it('resends no sooner than 90 s, and then only the new code works', async () => {
    const phone = nextMobile();
    await sendCode(phone);
    const first = (await outbox(phone))[0]!.code;
    t.clock.advance(60_000);
    const early = await sendCode(phone);
    expect(early.statusCode).toBe(429);
    expect(Number(early.headers['retry-after'])).toBe(30);
    t.clock.advance(30_000);
    expect((await sendCode(phone)).statusCode).toBe(200);
    const second = (await outbox(phone))[0]!.code;
    if (second !== first) expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const phone = nextMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      t.clock.advance(91_000);
    }
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('phone_limit');
    t.clock.advance(3_600_000);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('accepts only Italian mobile numbers', async () => {
    for (const phoneNumber of ['+390775123456', '+447911123456', 'abc', '12']) {
      const res = await sendCode(phoneNumber);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Inserisci un numero di cellulare italiano valido');
    }
  });

  it('never writes the code in the logs except in the SMS adapter’s own line', async () => {
    const phone = nextMobile();
    logLines.length = 0;
    await sendCode(phone);
    const { code } = (await outbox(phone))[0]!;
    await verify(phone, wrongCode(code));
    await verify(phone, code);
    const withCode = logLines.filter((line) => line.includes(code));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]).toMatch(/sms/i);
  });
});

describe('per-address limit', () => {
  it('stops one address after its hourly allowance, whatever the phones', async () => {
    const limited = await startTestApp(await t.database.open(), { env: { OTP_IP_SENDS_PER_HOUR: '3' } });
    try {
      const send = (phoneNumber: string) =>
        limited.app.inject({ method: 'POST', url: '/api/customers/verify-phone', remoteAddress: '198.51.100.77', payload: { phoneNumber } });
      for (let i = 0; i < 3; i++) expect((await send(nextMobile())).statusCode).toBe(200);
      const fourth = await send(nextMobile());
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error).toMatch(/da questa rete/);
    } finally {
      await limited.close();
    }
  });
});
