import { describe, expect, it } from 'vitest';
import { startTestApp } from '../testing/test-app';
import { useTestApp } from '../testing/use-test-app';

const t = useTestApp();

describe('HTTP basics', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/non-esiste' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Risorsa non trovata', code: 'not_found' });
  });

  it('refuses malformed JSON with a 400 and an Italian message, no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Richiesta non valida');
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('refuses a body failing its schema with 400 and the issues by path', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'Password è richiesta',
      issues: [{ path: 'body.password', message: 'Password è richiesta' }],
    });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { password: 'x'.repeat(70 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses a state-changing request from a foreign Origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example', host: 'taxi.example' },
      payload: { password: 'qualsiasi' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('foreign_origin');
  });

  it('accepts the same request from our own Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { origin: 'http://taxi.example', host: 'taxi.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('draining for shutdown (design §13)', () => {
  it('answers /readyz 503 and closes each connection after its answer', async () => {
    const draining = await startTestApp(await t.database.open());
    try {
      expect((await draining.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      draining.app.startDraining();
      const ready = await draining.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: 'Server in arresto', code: 'shutting_down' });
      expect(ready.headers.connection).toBe('close');
      const health = await draining.app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });
});

describe('errors of the framework itself, in the one shape and in Italian (design §13)', () => {
  it('answers a malformed URL with 400 without echoing it', async () => {
    const res = await fetch(`${t.baseUrl}/api/rides/%ZZ<script>`);
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: 'Indirizzo della richiesta non valido', code: 'bad_url' });
    expect(body).not.toContain('%ZZ');
  });

  it('answers a path parameter over the length limit with 414 without echoing it', async () => {
    const res = await fetch(`${t.baseUrl}/api/rides/${'a'.repeat(300)}`);
    expect(res.status).toBe(414);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: 'Indirizzo della richiesta troppo lungo', code: 'uri_too_long' });
    expect(body).not.toContain('aaaa');
  });

  it('answers oversized headers with 431 in the same shape', async () => {
    const res = await fetch(`${t.baseUrl}/api/customers/me`, { headers: { 'x-filler': 'a'.repeat(20_000) } });
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ error: 'Intestazioni della richiesta troppo grandi', code: 'headers_too_large' });
  });

  it("says zod's own messages in Italian", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Valore non valido: atteso un testo, ricevuto vero o falso',
      code: 'validation',
      issues: [{ path: 'body.password', message: 'Valore non valido: atteso un testo, ricevuto vero o falso' }],
    });
  });

  it('names no framework code in a parser error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Richiesta non valida', code: 'bad_request' });
  });
});

describe('security headers', () => {
  it('sends a content security policy that allows only our own scripts and connections', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
