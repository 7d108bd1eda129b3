import { randomUUID } from 'node:crypto';
import { and, like, lte, sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { rateLimits } from './schema/index.ts';

/**
 * Counts one request in `key`'s window of `windowMs`, in better-auth's `rate_limits` table, whose
 * `last_request` here holds the window's start. One atomic upsert counts and answers, so several
 * server instances share the count; a window that has run out starts again at 1. Answers the
 * window's count and its start (epoch milliseconds).
 */
export async function countInWindow(db: Db, key: string, now: number, windowMs: number) {
  const stale = sql`${rateLimits.lastRequest} <= ${now - windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${stale} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, start: rateLimits.lastRequest });
  return row!;
}

/** Removes the windows of the keys starting with `prefix` that started at `expired` or before. */
export async function removeExpiredWindows(db: Db, prefix: string, expired: number) {
  await db
    .delete(rateLimits)
    .where(and(like(rateLimits.key, `${prefix}%`), lte(rateLimits.lastRequest, expired)));
}
