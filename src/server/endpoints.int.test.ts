import { describe, expect, it } from 'vitest';
import { type EndpointKey, endpoints, type EndpointSchemas } from '../shared/endpoints';
import { useTestApp } from './testing/use-test-app';

/**
 * src/shared/endpoints.ts types the web's calls; this binds it to the server: every entry is a route the app
 * registers, declaring the very same schema objects (not look-alikes) for its path parameters, query, body and
 * success answer. A route that changes its schema without the list, or the reverse, fails here.
 */
const t = useTestApp();

describe('the endpoint list', () => {
  it.each(Object.keys(endpoints) as EndpointKey[])('%s is a route with the same schemas', (key) => {
    const [method, url] = key.split(' ');
    const route = t.app.apiRoutes.find((r) => r.method === method && r.url === url);
    expect(route, `no route ${key}`).toBeDefined();
    const declared = route!.schema as Record<string, unknown> & { response: Record<string, unknown> };
    const entry: EndpointSchemas = endpoints[key];
    expect(declared.params).toBe(entry.params);
    expect(declared.querystring).toBe(entry.query);
    expect(declared.body).toBe(entry.body);
    expect(declared.response[entry.status ?? 200]).toBe(entry.response);
  });
});
