import { lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { dailyAt, type Job } from '../jobs/scheduler.ts';

/**
 * How long a change's Idempotency-Key is kept (decision 039): longer than a change can wait in a
 * phone to be sent again. A retry comes while its change waits in the queue, which is sent at
 * the next connection or sign-in; a field season of weeks away from signal is far within it.
 */
export const IDEMPOTENCY_KEY_DAYS = 90;

/**
 * The keys older than `IDEMPOTENCY_KEY_DAYS`, of every company, deleted daily at 03:00 São
 * Paulo. `db` is the system connection: the pruning works across companies, by age alone.
 */
export const idempotencyPruningJob = (db: Db): Job => ({
  name: 'idempotency-keys-pruning',
  due: dailyAt(3),
  run: async (now) => {
    const before = new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 24 * 3_600_000);
    const removed = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.created_at, before))
      .returning({ id: idempotencyKeys.id });
    return { removed: removed.length };
  },
});
