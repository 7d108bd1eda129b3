import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE, queryRetryDelay } from '../../domain/constants.ts';

/** The data cache with the spec's constants (part 2 §9 'Caching'). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_CACHE.retries,
        retryDelay: queryRetryDelay,
        staleTime: QUERY_CACHE.staleTimeMs,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
      },
      mutations: { retry: QUERY_CACHE.mutationRetries },
    },
  });
}
