import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn, parseApiError, queryClient, readApiError } from './query-client';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

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

describe('apiRequest', () => {
  it('sends JSON only when there is a body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest('POST', '/api/rides', { a: 1 }, { headers: { 'Idempotency-Key': 'k' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('k');

    await apiRequest('DELETE', '/api/admin/drivers/1');
    const bare = fetchMock.mock.calls[1]?.[1];
    expect(bare?.body).toBeUndefined();
    expect([...new Headers(bare?.headers).keys()]).toEqual([]);
    expect(bare?.credentials).toBe('include');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('readApiError', () => {
  it('returns the Italian error of our API body', () => {
    const err = new Error('422: {"error":"Dati non validi","issues":[{"path":"pickupAddress","message":"Indirizzo mancante"}]}');
    expect(readApiError(err)).toBe('Dati non validi');
    expect(parseApiError(err)).toMatchObject({
      status: 422,
      issues: [{ path: 'pickupAddress', message: 'Indirizzo mancante' }],
    });
  });

  it('falls back to the raw text, or to the given text when there was no answer', () => {
    expect(readApiError(new Error('500: qualcosa è andato storto'))).toBe('qualcosa è andato storto');
    expect(readApiError(new TypeError('Failed to fetch'), 'Errore di rete')).toBe('Errore di rete');
    expect(readApiError(new Error('502: <html>Bad gateway</html>'), 'Servizio non raggiungibile')).toBe(
      'Servizio non raggiungibile',
    );
  });
});
