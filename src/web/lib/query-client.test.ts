import { describe, expect, it } from 'vitest';
import { QUERY_CACHE, queryRetryDelay } from '../../domain/constants.ts';
import { createQueryClient } from './query-client.ts';

describe('the query client', () => {
  const defaults = createQueryClient().getDefaultOptions();

  it.each([
    ['retry', QUERY_CACHE.retries, 3],
    ['staleTime', QUERY_CACHE.staleTimeMs, 300_000],
    ['refetchOnWindowFocus', QUERY_CACHE.refetchOnWindowFocus, false],
  ] as const)('queries use %s = %s (spec: %s)', (option, value, spec) => {
    expect(value).toBe(spec);
    expect(defaults.queries?.[option]).toBe(value);
  });

  it('backs off exponentially, capped at 30 s', () => {
    expect(defaults.queries?.retryDelay).toBe(queryRetryDelay);
  });

  it('retries mutations once', () => {
    expect(defaults.mutations?.retry).toBe(1);
  });
});
