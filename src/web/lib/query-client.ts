import { type InferDataFromTag, QueryClient, type QueryFunction, type QueryKey, queryOptions, type Updater } from '@tanstack/react-query';
import type { ApiPath, ResponseOf } from '@shared/endpoints';
import { fetchJson, isUnauthorized, searchOf } from './api-client';

/**
 * The one query-key style (spec §7 data layer): a read's key is its URL — the path's segments, then an object of
 * search parameters when it has some. `['/api/drivers', id, 'ratings', { limit: 5 }]` reads
 * `/api/drivers/<id>/ratings?limit=5`, and invalidating `['/api/drivers', id, 'ratings']` refreshes every read of
 * those ratings. The default query function GETs that URL; a read that shapes its answer brings its own.
 */
export function urlOfKey(queryKey: QueryKey): string {
  const last = queryKey.at(-1);
  const params = typeof last === 'object' && last !== null ? (last as Record<string, unknown>) : undefined;
  const segments = (params ? queryKey.slice(0, -1) : queryKey).map((segment, i) =>
    i === 0 ? String(segment) : encodeURIComponent(String(segment)),
  );
  return segments.join('/') + searchOf(params);
}

/**
 * A read's options: its key (the URL, as above) and its answer's type, from the endpoint list (src/shared/
 * endpoints.ts) by the path the key reads. A key that reads another path is a mistake, refused at once; an empty
 * parameter passes (a read kept disabled until its id is known).
 */
export function readOptions<P extends ApiPath<'GET'>>(path: P, queryKey: QueryKey) {
  const url = urlOfKey(queryKey);
  const pattern = new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/?]*')}(\\?.*)?$`);
  if (!pattern.test(url)) throw new Error(`The query key reads ${url}, not ${path}`);
  return queryOptions<ResponseOf<'GET', P>>({ queryKey });
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** `returnNull` is for "who am I" reads, where 401 simply means "not signed in". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    try {
      return (await fetchJson('GET', urlOfKey(queryKey), undefined, { signal })) as T;
    } catch (error) {
      if (options.on401 === 'returnNull' && isUnauthorized(error)) return null as T;
      throw error;
    }
  };
}

/** spec §7 defaults: no retries, no refetch on focus, no polling, and data that never goes stale by itself. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * Writes what a live message says into a read's cache. A read of the same key still in flight started before the
 * message and may answer with the older state (a poll that left just before a request expired would put it back to
 * 'searching' until the next poll): it is replaced by a fresh read, which cannot be older than the message.
 */
export function setQueryDataFromLive<
  TQueryFnData = unknown,
  TTaggedQueryKey extends QueryKey = QueryKey,
  TData = InferDataFromTag<TQueryFnData, TTaggedQueryKey>,
>(
  client: QueryClient,
  queryKey: TTaggedQueryKey,
  // The same updater as `setQueryData`'s, so a key from query options types it.
  update: Updater<InferDataFromTag<NoInfer<TQueryFnData>, TTaggedQueryKey> | undefined, NoInfer<TData> | undefined>,
): void {
  client.setQueryData<TQueryFnData, TTaggedQueryKey, TData>(queryKey, update);
  if (client.isFetching({ queryKey, exact: true }) > 0) {
    void client.refetchQueries({ queryKey, exact: true }, { cancelRefetch: true });
  }
}

/** What a caller may add to an api file's query options: anything but the key and the fetcher. */
export type QueryConfig<T extends (...args: never[]) => object> = Partial<Omit<ReturnType<T>, 'queryKey' | 'queryFn'>>;
