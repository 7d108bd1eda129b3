import { describe, expect, it } from 'vitest';
import { QUERY_CACHE, queryRetryDelay } from '../../domain/constants.ts';
import { ApiError } from './api.ts';
import { createQueryClient, shouldRetryMutation, shouldRetryQuery } from './query-client.ts';

describe('the query client', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it.each([
    ['staleTime', QUERY_CACHE.staleTimeMs, 300_000],
    ['refetchOnWindowFocus', QUERY_CACHE.refetchOnWindowFocus, false],
  ] as const)('queries use %s = %s (spec: %s)', (option, value, spec) => {
    expect(value).toBe(spec);
    expect(defaults.queries?.[option]).toBe(value);
  });

  it.each([
    ['a network failure', new ApiError(0, 'NETWORK_ERROR', 'x'), [true, true, true, false]],
    ['a server error', new ApiError(503, 'BILLING_UNAVAILABLE', 'x'), [true, true, true, false]],
    ['an unexpected error', new Error('x'), [true, true, true, false]],
    ['401', new ApiError(401, 'UNAUTHENTICATED', 'x'), [false, false, false, false]],
    ['404', new ApiError(404, 'NOT_FOUND', 'x'), [false, false, false, false]],
  ])('retries %s as the spec says (3 times) unless the server meant it', (_, error, answers) => {
    expect(QUERY_CACHE.retries).toBe(3);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual(answers);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
  });

  it.each([
    ['a network failure', new ApiError(0, 'NETWORK_ERROR', 'x'), [true, false]],
    ['a server error', new ApiError(503, 'BILLING_UNAVAILABLE', 'x'), [true, false]],
    ['a refusal (409)', new ApiError(409, 'CONFLICT', 'x'), [false, false]],
    ['a wrong password (401)', new ApiError(401, 'INVALID_CREDENTIALS', 'x'), [false, false]],
  ])('retries a change once after %s only if it may pass', (_, error, answers) => {
    expect(QUERY_CACHE.mutationRetries).toBe(1);
    expect(defaults.mutations?.retry).toBe(shouldRetryMutation);
    expect([0, 1].map((failures) => shouldRetryMutation(failures, error))).toEqual(answers);
  });
});
