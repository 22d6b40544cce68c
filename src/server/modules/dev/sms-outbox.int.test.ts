import { describe, expect, it } from 'vitest';
import { SmsOutbox } from '../../integrations/sms';
import { nextMobile } from '../../testing/fixtures';
import { loginAdmin, startTestApp } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

describe('dev SMS outbox', () => {
  it('answers the same on every instance behind a balancer', async () => {
    const other = await startTestApp(await t.database.open());
    try {
      const phone = nextMobile();
      const sent = await t.app.inject({ method: 'POST', url: '/api/customers/verify-phone', payload: { phoneNumber: phone } });
      expect(sent.statusCode).toBe(200);
      const cookie = await loginAdmin(other.app);
      const read = await other.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, headers: { cookie } });
      expect(read.statusCode).toBe(200);
      const messages = read.json() as Array<{ phoneNumber: string; code: string }>;
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatchObject({ phoneNumber: phone, code: expect.stringMatching(/^\d{6}$/) });
    } finally {
      await other.close();
    }
  });

  it('lists newest first, even within one instant, and forgets the oldest beyond its bound', async () => {
    const outbox = new SmsOutbox(t.app.db, 3);
    const phone = nextMobile();
    const sentAt = '2026-03-01T10:00:00.000Z';
    for (let i = 0; i < 5; i++) await outbox.add({ phoneNumber: phone, text: `codice 10000${i}`, code: `10000${i}`, sentAt });
    expect((await outbox.list(phone)).map((m) => m.code)).toEqual(['100004', '100003', '100002']);
  });
});
