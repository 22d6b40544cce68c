import { type QueryClient, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

type Options<TData, TVariables, TOnMutateResult = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TOnMutateResult>,
  'mutationFn'
>;

/** What a caller may add to an api file's mutation: its own callbacks, run after the file's cache work. */
export type MutationConfig<Fn extends (variables: never) => Promise<unknown>> = Options<
  Awaited<ReturnType<Fn>>,
  Parameters<Fn>[0]
>;

/**
 * Every api file's mutation hook (bulletproof-react's `mutationConfig`): `cacheWork` — what the call changes in the
 * cache, given the query client — runs first; then the caller's callback of the same name, for what the screen
 * says. The caller's callbacks run even after its component has gone (a sign-out unmounts it), which `mutate`'s
 * own callbacks would not.
 */
export function useApiMutation<TData, TVariables = void, TOnMutateResult = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: Options<TData, TVariables> = {},
  cacheWork?: (queryClient: QueryClient) => Options<TData, TVariables, TOnMutateResult>,
) {
  const queryClient = useQueryClient();
  const cache = cacheWork?.(queryClient) ?? {};
  return useMutation<TData, Error, TVariables, TOnMutateResult | undefined>({
    ...config,
    mutationFn,
    onMutate: async (variables, context) => {
      const result = await cache.onMutate?.(variables, context);
      await config.onMutate?.(variables, context);
      return result;
    },
    onSuccess: async (data, variables, result, context) => {
      await cache.onSuccess?.(data, variables, result as TOnMutateResult, context);
      await config.onSuccess?.(data, variables, result, context);
    },
    onError: async (error, variables, result, context) => {
      await cache.onError?.(error, variables, result, context);
      await config.onError?.(error, variables, result, context);
    },
    onSettled: async (data, error, variables, result, context) => {
      await cache.onSettled?.(data, error, variables, result, context);
      await config.onSettled?.(data, error, variables, result, context);
    },
  });
}
