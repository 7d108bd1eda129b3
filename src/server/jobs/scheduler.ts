import { eq, and } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { jobRuns } from '../db/schema/index.ts';

export type Job = {
  name: string;
  /** The period due at `now` ('2026-11-22' for a daily job), or null when it is not time yet. */
  due(now: Date): string | null;
  /** Runs the period `key` (what `due` answered) at `now`: a late run still knows its period. */
  run(now: Date, key: string): Promise<unknown>;
};

const saoPaulo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Daily at `hour`:00 in São Paulo: from then on that day, the day's key (a late start still runs). */
export function dailyAt(hour: number) {
  return (now: Date) => {
    const parts = Object.fromEntries(saoPaulo.formatToParts(now).map((p) => [p.type, p.value]));
    if (Number(parts.hour) < hour) return null;
    return `${parts.year}-${parts.month}-${parts.day}`;
  };
}

/**
 * Weekly on `dayOfWeek` (0 = Sunday) at `hour`:00 in São Paulo: from then until the end of the
 * next day, the key of that day (a late start on Monday still runs Sunday's week); later in the
 * week nothing is due — a report days late would cover the wrong days.
 */
export function weeklyAt(dayOfWeek: number, hour: number) {
  return (now: Date) => {
    const parts = Object.fromEntries(saoPaulo.formatToParts(now).map((p) => [p.type, p.value]));
    const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
    const daysSince = (day.getUTCDay() - dayOfWeek + 7) % 7;
    if (daysSince > 1 || (daysSince === 0 && Number(parts.hour) < hour)) return null;
    day.setUTCDate(day.getUTCDate() - daysSince);
    return day.toISOString().slice(0, 10);
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
