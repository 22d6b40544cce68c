import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { anyone, assertAccessDeclared, requireRole, requireSelf } from './auth.guards';

/** Routes registered under the same check as the app's (src/server/routes.ts). */
async function register(options: object): Promise<void> {
  const app = Fastify({ logger: false });
  app.addHook('onRoute', assertAccessDeclared);
  try {
    app.get('/api/prova', options, async () => ({ ok: true }));
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('every route declares who may call it', () => {
  it('refuses a route without a guard, naming it', async () => {
    await expect(register({})).rejects.toThrow(/GET \/api\/prova: no guard/);
    await expect(register({ preHandler: async () => undefined })).rejects.toThrow(/no guard/);
  });

  it('refuses a route with two guards: who may call it would be ambiguous', async () => {
    await expect(register({ onRequest: requireRole('admin'), preHandler: requireSelf() })).rejects.toThrow(/more than one guard/);
  });

  it('accepts exactly one, as onRequest or preHandler, beside other hooks', async () => {
    await expect(register({ preHandler: anyone })).resolves.toBeUndefined();
    await expect(register({ onRequest: requireRole('admin') })).resolves.toBeUndefined();
    await expect(register({ preHandler: [async () => undefined, requireRole('driver')] })).resolves.toBeUndefined();
  });
});
