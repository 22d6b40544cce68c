import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/stub-fetch';
import { api, ApiError, errorMessage, fetchJson, urlOf } from './api-client';

describe('api client', () => {
  it('sends JSON only when there is a body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    const ride = { requestType: 'immediate', pickupAddress: 'Via Roma 1', dropoffAddress: 'Stazione' } as const;
    await api.post('/api/rides', { body: ride, headers: { 'Idempotency-Key': 'k' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify(ride));
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBe('k');

    stubFetch(new Response(null, { status: 204 }));
    await api.delete('/api/admin/drivers/:id', { params: { id: '1' } });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/admin/drivers/1');
    const bare = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(bare?.body).toBeUndefined();
    expect([...new Headers(bare?.headers).keys()]).toEqual([]);
    expect(bare?.credentials).toBe('include');
  });

  it('answers the parsed JSON, and null for an empty answer', async () => {
    stubFetch(Response.json({ ride: { id: 'r1' } }));
    await expect(api.get('/api/rides/:id', { params: { id: 'r1' } })).resolves.toEqual({ ride: { id: 'r1' } });
    stubFetch(new Response(null, { status: 204 }));
    await expect(api.post('/api/customers/logout')).resolves.toBeNull();
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    await expect(fetchJson('GET', '/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('throws an ApiError that has read our API body once', async () => {
    const body = '{"error":"Dati non validi","code":"validation","issues":[{"path":"pickupAddress","message":"Indirizzo mancante"}]}';
    stubFetch(new Response(body, { status: 422 }));
    const error = await fetchJson('POST', '/api/rides', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation',
      serverMessage: 'Dati non validi',
      issues: [{ path: 'pickupAddress', message: 'Indirizzo mancante' }],
      body,
      message: `422: ${body}`,
    });
  });
});

describe('the URL of a call', () => {
  it('fills the path template with encoded parameters and adds the query, leaving out what is undefined', () => {
    expect(urlOf('/api/rides/:id/bids', { id: 'a/b c' })).toBe('/api/rides/a%2Fb%20c/bids');
    expect(urlOf('/api/push/subscriptions', undefined, { endpoint: 'https://p.example/x?y=1', role: undefined })).toBe(
      '/api/push/subscriptions?endpoint=https%3A%2F%2Fp.example%2Fx%3Fy%3D1',
    );
    expect(urlOf('/api/admin/stats')).toBe('/api/admin/stats');
  });
});

describe('errorMessage', () => {
  it('returns the Italian error of our API body', () => {
    const err = new ApiError(422, '{"error":"Dati non validi","issues":[{"path":"pickupAddress","message":"Indirizzo mancante"}]}');
    expect(errorMessage(err, 'Errore')).toBe('Dati non validi');
  });

  it('falls back to the raw text, or to the given text when there was no answer', () => {
    expect(errorMessage(new ApiError(500, 'qualcosa è andato storto'), 'Errore')).toBe('qualcosa è andato storto');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Errore di rete')).toBe('Errore di rete');
    expect(errorMessage(new ApiError(502, '<html>Bad gateway</html>'), 'Servizio non raggiungibile')).toBe(
      'Servizio non raggiungibile',
    );
  });

  it('never shows a status text: an empty 5xx gets the Italian fallback (spec §8)', () => {
    const empty = new ApiError(500, '', 'Internal Server Error');
    expect(empty.message).toBe('500: Internal Server Error');
    expect(errorMessage(empty, 'Impossibile calcolare la tariffa')).toBe('Impossibile calcolare la tariffa');
    expect(errorMessage(new ApiError(500, '{"statusCode":500}'), 'Riprova.')).toBe('Riprova.');
  });
});
