import { describe, expect, it } from 'vitest';
import {
  APP_NAME,
  APP_TAGLINE,
  MOBILE_BREAKPOINT_PX,
  QUERY_CACHE,
  queryRetryDelay,
} from './constants.ts';

describe('product constants', () => {
  it('names the product and its tagline once', () => {
    expect(APP_NAME).toBe('AgroVoo');
    expect(APP_TAGLINE).toBe('Operações Aeroagrícolas');
  });

  it('uses the 768 px mobile breakpoint of spec part 1 §9', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
});

describe('query caching (spec part 2 §9)', () => {
  it('retries 3 times, stays fresh 5 minutes, never refetches on focus, retries mutations once', () => {
    expect(QUERY_CACHE).toMatchObject({
      retries: 3,
      staleTimeMs: 300_000,
      refetchOnWindowFocus: false,
      mutationRetries: 1,
    });
  });

  it.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [3, 8_000],
    [4, 16_000],
    [5, 30_000], // 32 s capped at 30 s
    [10, 30_000],
  ])('waits exponentially before retry %i: %i ms', (attempt, ms) => {
    expect(queryRetryDelay(attempt)).toBe(ms);
  });
});
