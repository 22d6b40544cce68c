import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamsSchema } from '../../shared/common.schemas';
import { assertSchemasDeclared } from './declared-schemas';

async function register(options: object, url = '/api/prova'): Promise<void> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', assertSchemasDeclared);
  try {
    app.get(url, options, async () => ({ ok: true }));
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('registration of an API route', () => {
  it('refuses a route that declares no schema of its answer', async () => {
    await expect(register({})).rejects.toThrow('GET /api/prova: no schema.response for a 2xx answer');
    await expect(register({ schema: { response: { 404: z.object({}) } } })).rejects.toThrow(/no schema.response for a 2xx/);
  });

  it('refuses path parameters without their schema', async () => {
    await expect(register({ schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, '/api/prova/:id')).rejects.toThrow(
      'GET /api/prova/:id: path parameters without schema.params',
    );
  });

  it('accepts a route that declares both', async () => {
    await expect(
      register({ schema: { params: idParamsSchema, response: { 200: z.object({ ok: z.boolean() }) } } }, '/api/prova/:id'),
    ).resolves.toBeUndefined();
  });
});
