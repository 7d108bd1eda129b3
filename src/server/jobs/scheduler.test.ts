import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { jobRuns } from '../db/schema/index.ts';
import { useTestDatabase } from '../test/database.ts';
import { createScheduler, dailyAt, hourly, weeklyAt, type Job } from './scheduler.ts';

const t = useTestDatabase();
const log = pino({ level: 'silent' });
const sp = (local: string) => new Date(`${local}-03:00`);

describe('dailyAt(9) in São Paulo', () => {
  it.each([
    ['2026-11-22T08:59:00', null],
    ['2026-11-22T09:00:00', '2026-11-22'],
    ['2026-11-22T23:59:00', '2026-11-22'], // already the 23rd in UTC
    ['2026-11-23T00:30:00', null],
  ])('%s → %s', (local, key) => expect(dailyAt(9)(sp(local))).toBe(key));

  it('hourly keys by the UTC hour', () => {
    expect(hourly(new Date('2026-11-22T12:34:56Z'))).toBe('2026-11-22T12');
  });
});

// São Paulo has kept UTC−03:00 all year since 2019: January (once summer time) is no different.
describe('weeklyAt(0, 8): Sundays at 08:00 in São Paulo, keyed by that Sunday', () => {
  it.each([
    ['2026-11-21T23:59:00', null], // Saturday 23:59 (already Sunday in UTC)
    ['2026-11-22T07:59:00', null], // Sunday 07:59: not yet
    ['2026-11-22T08:00:00', '2026-11-22'], // Sunday 08:00
    ['2026-11-22T23:59:00', '2026-11-22'], // already Monday in UTC
    ['2026-11-23T10:00:00', '2026-11-22'], // a late start on Monday still runs the week
    ['2026-11-23T23:59:00', '2026-11-22'],
    ['2026-11-24T00:00:00', null], // Tuesday: too late, the next Sunday's turn
    ['2026-11-29T08:00:00', '2026-11-29'],
    ['2027-01-03T07:59:00', null], // across the year, in the old summer-time months
    ['2027-01-03T08:00:00', '2027-01-03'],
  ])('%s → %s', (local, key) => expect(weeklyAt(0, 8)(sp(local))).toBe(key));

  it('takes the weekday and the hour it is given', () => {
    expect(weeklyAt(1, 6)(sp('2026-11-23T05:59:00'))).toBe(null);
    expect(weeklyAt(1, 6)(sp('2026-11-23T06:00:00'))).toBe('2026-11-23');
    expect(weeklyAt(6, 23)(sp('2026-11-29T12:00:00'))).toBe('2026-11-28'); // Saturday's, on Sunday
  });
});

describe('createScheduler', () => {
  function counting(name = 'conta') {
    const runs: Date[] = [];
    const job: Job = { name, due: dailyAt(9), run: async (now) => void runs.push(now) };
    return { job, runs };
  }

  it('runs a period once, even with several instances ticking at the same time', async () => {
    let now = sp('2026-11-22T09:01:00');
    const clock = { now: () => now };
    const { job, runs } = counting();
    const instances = [1, 2, 3].map(() => createScheduler({ db: t.db, clock, log, jobs: [job] }));
    await Promise.all(instances.map((s) => s.tick()));
    await Promise.all(instances.map((s) => s.tick()));
    expect(runs).toHaveLength(1);

    now = sp('2026-11-23T08:00:00'); // not yet time
    await instances[0]!.tick();
    expect(runs).toHaveLength(1);
    now = sp('2026-11-23T15:00:00'); // a late start still runs the day
    await instances[1]!.tick();
    expect(runs).toHaveLength(2);
    const rows = await t.db.select().from(jobRuns);
    expect(rows.map((r) => r.run_key).sort()).toEqual(['2026-11-22', '2026-11-23']);
    expect(rows.every((r) => r.finished_at && r.error === null)).toBe(true);
  });

  it('records a failure on the period and goes on with the other jobs', async () => {
    const clock = { now: () => sp('2026-11-22T10:00:00') };
    const failing: Job = {
      name: 'falha',
      due: dailyAt(9),
      run: async () => {
        throw new Error('SMTP fora do ar');
      },
    };
    const { job, runs } = counting('depois');
    const scheduler = createScheduler({ db: t.db, clock, log, jobs: [failing, job] });
    await scheduler.tick();
    expect(runs).toHaveLength(1);
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'falha'));
    expect(row).toMatchObject({ run_key: '2026-11-22', error: 'SMTP fora do ar' });
  });
});
