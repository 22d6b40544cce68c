import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { stubFetch } from '@/testing/stub-fetch';
import { getQueryFn, queryClient, urlOfKey } from './query-client';

describe('default query function', () => {
  it('GETs the joined query key with credentials and parses JSON', async () => {
    const fetchMock = stubFetch(Response.json({ ok: 1 }));
    const client = new QueryClient({ defaultOptions: queryClient.getDefaultOptions() });
    await expect(client.fetchQuery({ queryKey: ['/api/drivers', 'd1', 'ratings'] })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/drivers/d1/ratings');
    expect(init?.credentials).toBe('include');
  });

  it('keeps the spec defaults', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('throws "status: body" on a non-OK answer, or returns null on 401 when asked', async () => {
    stubFetch(new Response('{"error":"Sessione scaduta"}', { status: 401, statusText: 'Unauthorized' }));
    const ctx = { queryKey: ['/api/customers/me'], signal: new AbortController().signal } as never;
    await expect(getQueryFn({ on401: 'throw' })(ctx)).rejects.toThrow('401: {"error":"Sessione scaduta"}');
    stubFetch(new Response('', { status: 401 }));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx)).resolves.toBeNull();
  });
});

describe('query keys', () => {
  it('are URLs: path segments joined by "/", then the search parameters of a trailing object', () => {
    expect(urlOfKey(['/api/admin/stats'])).toBe('/api/admin/stats');
    expect(urlOfKey(['/api/drivers', 'd 1', 'ratings', { limit: 5 }])).toBe('/api/drivers/d%201/ratings?limit=5');
    expect(urlOfKey(['/api/rides', { driverId: 'd1', status: 'active', page: undefined }])).toBe('/api/rides?driverId=d1&status=active');
    expect(urlOfKey(['/api/admin/rides', { q: '', page: 2 }])).toBe('/api/admin/rides?q=&page=2');
  });
});
