import { vi } from 'vitest';

/** Answers every `fetch` of the test with `response`; Vitest removes the stub after the test (`unstubGlobals`). */
export function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
