import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { countInWindow, removeExpiredWindows } from '../db/rate-window.ts';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that counts in the database's `rate_limits` table (the one
 * the sign-up and reset limits use), so every server instance on the database shares one count
 * per route and address: in each process's memory, N instances let N times the limit through.
 * One atomic upsert counts a request and answers the window's count and start; a request that
 * opens a new window also removes the route's expired windows.
 */
export function databaseRateLimitStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** `rate:METHOD URL:`, before the address; the plugin's own instance counts no route. */
    private readonly prefix: string;

    constructor(
      options: FastifyRateLimitOptions & { routeInfo?: { method?: unknown; url?: unknown } },
    ) {
      const route = options.routeInfo;
      this.prefix = `rate:${route ? `${String(route.method)} ${String(route.url)}` : '*'}:`;
    }

    incr(key: string, done: Counted, timeWindow: number) {
      this.count(key, timeWindow).then(
        (result) => done(null, result),
        (error: Error) => done(error),
      );
    }

    child(routeOptions: FastifyRateLimitOptions) {
      return new DatabaseRateLimitStore(routeOptions);
    }

    private async count(key: string, windowMs: number) {
      const now = clock.now().getTime();
      const { count, start } = await countInWindow(db, this.prefix + key, now, windowMs);
      if (count === 1) await removeExpiredWindows(db, this.prefix, now - windowMs);
      return { current: count, ttl: start + windowMs - now };
    }
  };
}
