import { and, count, eq, gt, inArray } from 'drizzle-orm';
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

/** The dashboard's counts of the last 24 h, and the alerts still open (any age). */
export async function securityStatisticsAt(db: Db, now: Date): Promise<SecurityStatistics> {
  const since = windowStart(now);
  const counted = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;
  const [adminActions, logs, highLogs, attempts, failed, open] = await Promise.all([
    counted(
      db
        .select({ value: count() })
        .from(adminActionsAudit)
        .where(gt(adminActionsAudit.created_at, since)),
    ),
    counted(db.select({ value: count() }).from(auditLogs).where(gt(auditLogs.created_at, since))),
    counted(
      db
        .select({ value: count() })
        .from(auditLogs)
        .where(
          and(gt(auditLogs.created_at, since), inArray(auditLogs.severity, ['high', 'critical'])),
        ),
    ),
    counted(
      db
        .select({ value: count() })
        .from(passwordChangeAttempts)
        .where(gt(passwordChangeAttempts.attempt_time, since)),
    ),
    counted(
      db
        .select({ value: count() })
        .from(passwordChangeAttempts)
        .where(
          and(
            gt(passwordChangeAttempts.attempt_time, since),
            eq(passwordChangeAttempts.success, false),
          ),
        ),
    ),
    counted(
      db.select({ value: count() }).from(securityAlerts).where(eq(securityAlerts.status, 'open')),
    ),
  ]);
  return {
    admin_actions: adminActions,
    audit_logs: logs,
    high_severity_logs: highLogs,
    password_attempts: attempts,
    failed_password_attempts: failed,
    open_alerts: open,
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
