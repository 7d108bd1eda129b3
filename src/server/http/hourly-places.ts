import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { countInWindow, removeExpiredWindows } from '../db/rate-window.ts';

// A place in an hourly limit: what a sign-up, a reset request (auth/) or an upload
// (monitoring/upload-rate.ts) takes before it does any work.

const HOUR_MS = 3_600_000;

/**
 * Takes one place in the key's hour-long window (`kind:subject`, e.g. `sign-up:10.0.0.1`), in
 * better-auth's `rate_limits` table, whose `last_request` here holds the window's start. One
 * atomic upsert counts and answers, so several server instances share the limit. `taken` is
 * false when the window already had `perHour` requests; `firstRefused` is true for exactly one
 * request per window, the first refused (across instances too). Expired windows of the same
 * kind are removed.
 */
export async function countPlace(
  db: Db,
  clock: Clock,
  limit: { kind: string; subject: string; perHour: number },
) {
  const now = clock.now().getTime();
  const { count } = await countInWindow(db, `${limit.kind}:${limit.subject}`, now, HOUR_MS);
  await removeExpiredWindows(db, `${limit.kind}:`, now - HOUR_MS);
  return { taken: count <= limit.perHour, firstRefused: count === limit.perHour + 1 };
}

/** `countPlace`, answering only whether the place was taken. */
export async function takePlace(
  db: Db,
  clock: Clock,
  limit: { kind: string; subject: string; perHour: number },
): Promise<boolean> {
  return (await countPlace(db, clock, limit)).taken;
}
