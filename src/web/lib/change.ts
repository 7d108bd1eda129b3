import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * A change through the API after which the answers under `refresh` are read again; `saved`,
 * if given, first puts what the server answered in the cache.
 */
export function useChange<T, R>(
  call: (value: T) => Promise<R>,
  refresh: readonly QueryKey[],
  saved?: (answer: R, queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer) => {
      saved?.(answer, queryClient);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
