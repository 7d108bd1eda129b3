import { and, count, countDistinct, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  WEEKLY_REPORT_LINES,
  WEEKLY_REPORT_SCHEDULE,
  type WeeklyReport,
} from '../../../domain/admin/tools.ts';
import { addDays, todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatDay } from '../../../domain/format.ts';
import type { Db } from '../../db/database.ts';
import { companies, loginAttempts, operations, userCharges, users } from '../../db/schema/index.ts';
import { weeklyAt, type Job } from '../../jobs/scheduler.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { weeklyReportEmail } from '../../mail/templates.ts';
import { systemDb } from '../../db/system.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The platform's last 7 days up to `now`: companies created, conversions (companies whose first
 * paid charge fell in the week), users who logged in, operations dated in the 7 days before
 * today (São Paulo) and failed logins.
 */
export async function buildWeeklyReport(db: Db, now: Date): Promise<WeeklyReport> {
  const from = new Date(now.getTime() - WEEK_MS);
  const today = todayInSaoPaulo(now);
  const logins = (success: boolean) =>
    and(
      eq(loginAttempts.success, success),
      gte(loginAttempts.created_at, from),
      lt(loginAttempts.created_at, now),
    );
  const firstPaid = db
    .select({ first: sql<Date>`min(${userCharges.created_at})`.as('first') })
    .from(userCharges)
    .where(eq(userCharges.status, 'paid'))
    .groupBy(userCharges.company_id)
    .as('first_paid');
  const [[created], [converted], [active], [recorded], [failed]] = await Promise.all([
    db
      .select({ value: count() })
      .from(companies)
      .where(and(gte(companies.created_at, from), lt(companies.created_at, now))),
    db
      .select({ value: count() })
      .from(firstPaid)
      .where(and(gte(firstPaid.first, from), lt(firstPaid.first, now))),
    db
      .select({ value: countDistinct(sql`lower(${loginAttempts.email})`) })
      .from(loginAttempts)
      .where(logins(true)),
    db
      .select({ value: count() })
      .from(operations)
      .where(and(gte(operations.data, addDays(today, -7)), lt(operations.data, today))),
    db.select({ value: count() }).from(loginAttempts).where(logins(false)),
  ]);
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    newCompanies: created?.value ?? 0,
    conversions: converted?.value ?? 0,
    activeUsers: active?.value ?? 0,
    operations: recorded?.value ?? 0,
    failedLogins: failed?.value ?? 0,
  };
}

type ReportDeps = { db: Db; mailer: Mailer; appUrl: string };

/** Builds the report and e-mails it to every platform admin; a failed send fails the whole. */
export async function sendWeeklyReport(deps: ReportDeps, now: Date) {
  const report = await buildWeeklyReport(deps.db, now);
  const admins = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.email);
  const lines = WEEKLY_REPORT_LINES.map(([key, label]): [string, number] => [label, report[key]]);
  const period = `${formatDay(report.from)} a ${formatDay(report.to)}`;
  for (const { email } of admins)
    await deps.mailer.send(
      weeklyReportEmail(email, { period, lines, url: `${deps.appUrl}/admin?aba=ferramentas` }),
    );
  return { report, sentTo: admins.map((a) => a.email) };
}

/** Spec §9: automatic on Sundays at 08:00 São Paulo, once per week across instances. */
export function toolsJobs(app: FastifyInstance): Job[] {
  const deps = { db: systemDb(app), mailer: app.mailer, appUrl: app.config.appUrl };
  const { dayOfWeek, hour } = WEEKLY_REPORT_SCHEDULE;
  return [
    {
      name: 'weekly-report',
      due: weeklyAt(dayOfWeek, hour),
      // The week that ended at the scheduled moment, even when an instance runs it late.
      run: async (_now, sunday) => {
        const endedAt = new Date(`${sunday}T${String(hour).padStart(2, '0')}:00:00-03:00`);
        return (await sendWeeklyReport(deps, endedAt)).sentTo.length;
      },
    },
  ];
}
