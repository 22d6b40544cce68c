import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';

const t = useTestApp();

interface Operation {
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

async function fetchDocument(): Promise<Document> {
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as Document;
}

/** `/api/rides/:id` as OpenAPI writes it: `/api/rides/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json (design §13)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    // The validator resolves the document in place: it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  it('describes every route of the API with the schemas the route declares', async () => {
    const document = await fetchDocument();
    expect(t.app.apiRoutes.length).toBeGreaterThan(30);
    for (const route of t.app.apiRoutes) {
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const name = `${route.method} ${route.url}`;
      expect(operation, `${name} missing from the document`).toBeDefined();
      const success = Object.entries(operation!.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, `${name}: no 2xx answer`).toBeGreaterThan(0);
      for (const [status, response] of success) {
        // 204 carries no body (RFC 9110 §15.3.5): nothing to describe.
        if (status === '204') continue;
        expect(Object.values(response.content ?? {})[0]?.schema, `${name}: ${status} without a schema`).toBeDefined();
      }
      for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
        expect(operation!.parameters?.some((p) => p.in === 'path' && p.name === param), `${name}: path parameter ${param}`).toBe(true);
      }
    }
    // Every path in the document is a route, and nothing else is documented (no web page, no reader asset).
    const documented = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(t.app.apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort());
  });

  it('carries the request schemas: bodies, queries, headers, with their limits', async () => {
    const { paths, components } = await fetchDocument();
    const create = paths['/api/rides']!.post!;
    const body = create.requestBody!.content['application/json']!.schema as { required: string[]; properties: Record<string, { maxLength?: number }> };
    expect(body.required).toEqual(expect.arrayContaining(['pickupAddress', 'dropoffAddress', 'requestType']));
    expect(body.properties.pickupAddress?.maxLength).toBeGreaterThan(0);
    expect(create.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    expect(paths['/api/customers/me/rides']!.get!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'scope' })]),
    );
    // Shapes that recur are named once.
    expect(Object.keys(components.schemas)).toEqual(expect.arrayContaining(['Ride', 'ApiError', 'Driver']));
    expect(JSON.stringify(paths['/api/rides/{id}']!.get!.responses['404'])).toContain('#/components/schemas/ApiError');
  });
});

describe('GET /api/docs', () => {
  it('serves the reader and its assets from this server, reading /api/openapi.json', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    // Its descriptions are the API's, in Italian: the page says so, not the package's `lang="en"`.
    expect(page.body).toContain('<html lang="it">');
    expect(page.body).not.toContain('lang="en"');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, href]) => href!);
    expect(assets.length).toBeGreaterThan(3);
    for (const href of assets) {
      expect(href, 'no CDN: every asset is ours').not.toMatch(/^(https?:)?\/\//);
      const asset = await t.app.inject({ url: new URL(href, 'http://localhost/api/docs/').pathname });
      expect(asset.statusCode, href).toBe(200);
    }
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('"/api/openapi.json"');
    // The app's strict policy holds there too: scripts from this origin only.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).not.toContain('unsafe-eval');
  });
});
