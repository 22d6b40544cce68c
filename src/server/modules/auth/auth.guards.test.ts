import Fastify, { type FastifyPluginAsync } from 'fastify';
import { describe, expect, it } from 'vitest';
import { anyone, assertAccessDeclared, officeOnly, requireRole, requireSelf } from './auth.guards';

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

describe('the office’s plugin declares one guard for all its routes', () => {
  /** Registers `plugin` the way src/server/routes.ts does (admin-authorization.int.test.ts sends it requests). */
  async function start(plugin: FastifyPluginAsync, beside?: FastifyPluginAsync): Promise<void> {
    const app = Fastify({ logger: false });
    app.addHook('onRoute', function (route) {
      assertAccessDeclared.call(this, route);
    });
    try {
      await app.register(officeOnly(plugin));
      if (beside) await app.register(beside);
      await app.ready();
    } finally {
      await app.close();
    }
  }

  it('lets its routes declare nothing of their own', async () => {
    await expect(
      start(async (office) => {
        office.post('/api/admin/prova', async () => ({ ok: true }));
      }),
    ).resolves.toBeUndefined();
  });

  it('refuses a route inside it that declares a guard of its own', async () => {
    await expect(
      start(async (office) => {
        office.get('/api/admin/prova', { preHandler: anyone }, async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/GET \/api\/admin\/prova: more than one guard/);
  });

  it('covers only the routes registered inside it', async () => {
    await expect(
      start(
        async (office) => {
          office.get('/api/admin/prova', async () => ({ ok: true }));
        },
        async (other) => {
          other.get('/api/altro', async () => ({ ok: true }));
        },
      ),
    ).rejects.toThrow(/GET \/api\/altro: no guard/);
  });
});
