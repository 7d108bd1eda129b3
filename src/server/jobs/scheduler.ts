import { eq, and } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { weekday } from '../../domain/dates.ts';
import { addDays, dateAndHourInSaoPaulo } from '../../domain/dates.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { jobRuns } from '../db/schema/index.ts';

export type Job = {
  name: string;
  /** The period due at `now` ('2026-11-22' for a daily job), or null when it is not time yet. */
  due(now: Date): string | null;
  /** Runs the period `key` (what `due` answered) at `now`: a late run still knows its period. */
  run(now: Date, key: string): Promise<unknown>;
};

/** Daily at `hour`:00 in São Paulo: from then on that day, the day's key (a late start still runs). */
export function dailyAt(hour: number) {
  return (now: Date) => {
    const local = dateAndHourInSaoPaulo(now);
    return local.hour < hour ? null : local.date;
  };
}

/**
 * Weekly on `dayOfWeek` (0 = Sunday) at `hour`:00 in São Paulo: from then until the end of the
 * next day, the key of that day (a late start on Monday still runs Sunday's week); later in the
 * week nothing is due — a report days late would cover the wrong days.
 */
export function weeklyAt(dayOfWeek: number, hour: number) {
  return (now: Date) => {
    const local = dateAndHourInSaoPaulo(now);
    const daysSince = (weekday(local.date) - dayOfWeek + 7) % 7;
    if (daysSince > 1 || (daysSince === 0 && local.hour < hour)) return null;
    return addDays(local.date, -daysSince);
  };
}

/** Every hour: the hour's key. */
export const hourly = (now: Date) => now.toISOString().slice(0, 13);

/**
 * Runs scheduled jobs on Postgres (DESIGN §1 and docs/decisions/007): each tick, each job whose
 * period is due is claimed by inserting (name, period) into job_runs; only the instance whose
 * insert succeeds runs it, so several servers never run a period twice. A failure is recorded
 * on the row and logged; the period is not retried (the next one is).
 */
export function createScheduler(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  jobs: Job[];
}) {
  const { db, clock, log, jobs } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function tick() {
    const now = clock.now();
    for (const job of jobs) {
      const key = job.due(now);
      if (!key) continue;
      const [claimed] = await db
        .insert(jobRuns)
        .values({ name: job.name, run_key: key, started_at: now })
        .onConflictDoNothing()
        .returning({ name: jobRuns.name });
      if (!claimed) continue;
      let error: string | null = null;
      try {
        const result = await job.run(now, key);
        log.info({ job: job.name, period: key, result }, 'job done');
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        log.error({ err: failure, job: job.name, period: key }, 'job failed');
      }
      await db
        .update(jobRuns)
        .set({ finished_at: clock.now(), error })
        .where(and(eq(jobRuns.name, job.name), eq(jobRuns.run_key, key)));
    }
  }

  return {
    /** The jobs it runs, as handed to it. */
    jobs: jobs as readonly Job[],
    tick,
    /** Ticks every minute (and once now); the timer never keeps the process alive. */
    start(everyMs = 60_000) {
      const safeTick = () => {
        running ??= tick()
          .catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'))
          .finally(() => (running = undefined));
      };
      safeTick();
      timer = setInterval(safeTick, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
