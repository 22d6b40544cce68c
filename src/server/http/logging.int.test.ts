import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../modules/auth/session.service';
import { cookieFor, insertCustomer, nextMobile } from '../testing/fixtures';
import { useTestApp } from '../testing/use-test-app';

const logLines: string[] = [];
const t = useTestApp({ logLines });

const parsed = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('logs (design §13: no personal data)', () => {
  it('writes one line per request, naming the route, never the URL with its query', async () => {
    const admin = await cookieFor(t.app, { role: 'admin' });
    const phone = nextMobile();
    logLines.length = 0;
    const res = await t.app.inject({ url: `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    await t.app.inject({ url: `/api/geocode/search?q=${encodeURIComponent('Via Marittima 12, Frosinone')}` });
    await t.app.inject({ url: `/api/nessuna-rotta?telefono=${encodeURIComponent(phone)}` });

    const requests = parsed().filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.method, line.route, line.statusCode])).toEqual([
      ['GET', '/api/dev/sms-outbox', 200],
      ['GET', '/api/geocode/search', expect.any(Number)],
      ['GET', '(nessuna)', 404],
    ]);
    expect(requests[0]).toHaveProperty('responseTimeMs');
    const everything = logLines.join('\n');
    expect(everything).not.toContain(phone.slice(3));
    expect(everything).not.toContain('Marittima');
    // Fastify's own pair of lines, which carry the URL and the client's address, are gone.
    expect(everything).not.toMatch(/incoming request|request completed|remoteAddress/);
  });

  it('logs a failing query without its parameters (a session token hash)', async () => {
    const customer = await insertCustomer(t.app);
    const cookie = await cookieFor(t.app, { role: 'customer', customerId: customer.id });
    const token = cookie.split('=')[1]!;
    // The session lookup's statement now fails in the database, with the token hash as its parameter.
    await t.app.db.execute(sql`alter table sessions rename column last_seen_at to last_seen_at_moved`);
    try {
      logLines.length = 0;
      const res = await t.app.inject({ url: '/api/customers/me', headers: { cookie } });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`alter table sessions rename column last_seen_at_moved to last_seen_at`);
    }
    const failure = parsed().find((line) => line.msg === 'unhandled error');
    expect(failure).toBeDefined();
    const err = failure!.err as { message: string; stack: string; code?: string };
    expect(err.message).toContain('Failed query: select');
    // What failed stays readable: the statement and PostgreSQL's reason and SQLSTATE (42703 undefined column).
    expect(err.message).toContain('last_seen_at');
    expect(err.code).toBe('42703');
    const everything = logLines.join('\n');
    expect(everything).not.toContain(hashToken(token));
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('params:');
  });
});
