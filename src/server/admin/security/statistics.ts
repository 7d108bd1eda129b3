import { and, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import {
  suspiciousActivity,
  windowStart,
  type SecurityStatistics,
  type SuspiciousReport,
} from '../../../domain/admin/security.ts';
import type { Db } from '../../db/database.ts';
import {
  adminActionsAudit,
  auditLogs,
  passwordChangeAttempts,
  securityAlerts,
  users,
} from '../../db/schema/index.ts';

/** A count of the rows matching `where`, as a column of an aggregate. */
const countWhere = (where: SQL | undefined) =>
  sql<number>`count(*) filter (where ${where})`.mapWith(Number);

/** The dashboard's counts of the last 24 h, and the alerts still open (any age): four reads. */
export async function securityStatisticsAt(db: Db, now: Date): Promise<SecurityStatistics> {
  const since = windowStart(now);
  const [[actions], [logs], [attempts], [alerts]] = await Promise.all([
    db
      .select({ value: count() })
      .from(adminActionsAudit)
      .where(gt(adminActionsAudit.created_at, since)),
    db
      .select({
        all: count(),
        high: countWhere(inArray(auditLogs.severity, ['high', 'critical'])),
      })
      .from(auditLogs)
      .where(gt(auditLogs.created_at, since)),
    db
      .select({ all: count(), failed: countWhere(eq(passwordChangeAttempts.success, false)) })
      .from(passwordChangeAttempts)
      .where(gt(passwordChangeAttempts.attempt_time, since)),
    db.select({ value: count() }).from(securityAlerts).where(eq(securityAlerts.status, 'open')),
  ]);
  return {
    admin_actions: actions?.value ?? 0,
    audit_logs: logs?.all ?? 0,
    high_severity_logs: logs?.high ?? 0,
    password_attempts: attempts?.all ?? 0,
    failed_password_attempts: attempts?.failed ?? 0,
    open_alerts: alerts?.value ?? 0,
  };
}

/** §9's suspicious activity: the failed password changes of the last 24 h, by user and by IP. */
export async function suspiciousAt(db: Db, now: Date): Promise<SuspiciousReport> {
  const failures = await db
    .select({
      user_id: passwordChangeAttempts.user_id,
      email: users.email,
      ip: passwordChangeAttempts.ip_address,
      at: passwordChangeAttempts.attempt_time,
    })
    .from(passwordChangeAttempts)
    .leftJoin(users, eq(users.id, passwordChangeAttempts.user_id))
    .where(
      and(
        gt(passwordChangeAttempts.attempt_time, windowStart(now)),
        eq(passwordChangeAttempts.success, false),
      ),
    );
  return suspiciousActivity(
    failures.map((f) => ({ user: f.email ?? f.user_id, ip: f.ip, at: f.at })),
    now,
  );
}
