import { QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE, queryRetryDelay } from '../../domain/constants.ts';
import { ApiError } from './api.ts';

/**
 * Up to the spec's 3 retries for what may pass on a second try (network, 5xx); an answer the
 * server gave on purpose (4xx: signed out, forbidden, not found, invalid) will not change.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return mayPass(error) && failureCount < QUERY_CACHE.retries;
}

/**
 * The spec's one retry of a change, for the same failures only: a refusal (a wrong password,
 * a taken name, a used captcha) sent twice would be counted twice and answered differently.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return mayPass(error) && failureCount < QUERY_CACHE.mutationRetries;
}

const mayPass = (error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * The data cache with the spec's constants (part 2 §9 'Caching'). A query or change is tried once
 * even when the browser says it is offline (`offlineFirst`): the field's reads and changes are
 * then answered by the phone (issue 41, lib/field/offline-api.ts); only the retries wait for
 * the connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        staleTime: QUERY_CACHE.staleTimeMs,
        refetchOnWindowFocus: QUERY_CACHE.refetchOnWindowFocus,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: shouldRetryMutation, networkMode: 'offlineFirst' },
    },
  });
}
