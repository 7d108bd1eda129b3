/** Product identity: the name is never typed into screens, always read from here. */
export const APP_NAME = 'AgroVoo';
export const APP_TAGLINE = 'Operações Aeroagrícolas';

/** Spec part 2 §9 'Caching': how the web client caches and retries data queries. */
export const QUERY_CACHE = {
  retries: 3,
  retryDelayBaseMs: 1000,
  retryDelayCapMs: 30_000,
  staleTimeMs: 5 * 60_000,
  refetchOnWindowFocus: false,
  mutationRetries: 1,
  /** 'Profile cache 5 min, garbage collection 10 min': the session's answer kept unused. */
  profileGcTimeMs: 10 * 60_000,
} as const;

/** Exponential back-off for the n-th retry (0-based), capped as the spec says. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(QUERY_CACHE.retryDelayBaseMs * 2 ** attemptIndex, QUERY_CACHE.retryDelayCapMs);
}

/** Spec part 1 §9: below this width the mobile layout is used. */
export const MOBILE_BREAKPOINT_PX = 768;
