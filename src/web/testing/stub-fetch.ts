import { afterEach, vi } from 'vitest';

/** Answers every `fetch` of the test with `response`; the stub goes after each test. */
export function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
