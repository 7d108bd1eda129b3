import { count, desc, eq } from 'drizzle-orm';
import {
  SECURITY_PAGE_SIZES,
  type AdminActionRow,
  type AuditLogRow,
  type PasswordAttemptRow,
  type SecurityAlertRow,
} from '../../../domain/admin/security.ts';
import type { Db } from '../../db/database.ts';
import { listPage } from '../../db/page.ts';
import {
  adminActionsAudit,
  auditLogs,
  companies,
  passwordChangeAttempts,
  securityAlerts,
  users,
} from '../../db/schema/index.ts';

// The security dashboard's lists (spec part 2 §2, §7), newest first, a page at a time: each
// with the e-mail of who acted and, where there is one, the company's name.

export async function listAdminActions(db: Db, pagina: number) {
  return listPage(
    { pagina, size: SECURITY_PAGE_SIZES.audit },
    db
      .select({
        row: adminActionsAudit,
        admin_email: users.email,
        company_name: companies.company_name,
      })
      .from(adminActionsAudit)
      .leftJoin(users, eq(users.id, adminActionsAudit.admin_user_id))
      .leftJoin(companies, eq(companies.id, adminActionsAudit.target_company_id))
      .orderBy(desc(adminActionsAudit.created_at), desc(adminActionsAudit.id)),
    db.select({ value: count() }).from(adminActionsAudit),
    ({ row, admin_email, company_name }): AdminActionRow => ({
      id: row.id,
      action_type: row.action_type,
      details: row.details,
      created_at: row.created_at.toISOString(),
      admin_email,
      company_name,
    }),
  );
}

export async function listPasswordAttempts(db: Db, pagina: number) {
  return listPage(
    { pagina, size: SECURITY_PAGE_SIZES.audit },
    db
      .select({ row: passwordChangeAttempts, user_email: users.email })
      .from(passwordChangeAttempts)
      .leftJoin(users, eq(users.id, passwordChangeAttempts.user_id))
      .orderBy(desc(passwordChangeAttempts.attempt_time), desc(passwordChangeAttempts.id)),
    db.select({ value: count() }).from(passwordChangeAttempts),
    ({ row, user_email }): PasswordAttemptRow => ({
      id: row.id,
      user_email,
      ip_address: row.ip_address,
      attempt_time: row.attempt_time.toISOString(),
      success: row.success,
    }),
  );
}

export async function listAuditLogs(db: Db, pagina: number) {
  return listPage(
    { pagina, size: SECURITY_PAGE_SIZES.audit },
    db
      .select({ row: auditLogs, user_email: users.email, company_name: companies.company_name })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.user_id))
      .leftJoin(companies, eq(companies.id, auditLogs.company_id))
      .orderBy(desc(auditLogs.created_at), desc(auditLogs.id)),
    db.select({ value: count() }).from(auditLogs),
    ({ row, user_email, company_name }): AuditLogRow => ({
      id: row.id,
      action_type: row.action_type,
      table_name: row.table_name,
      record_id: row.record_id,
      severity: row.severity,
      metadata: row.metadata,
      created_at: row.created_at.toISOString(),
      user_email,
      company_name,
    }),
  );
}

const toAlert = (
  row: typeof securityAlerts.$inferSelect,
  acknowledgedByEmail: string | null,
): SecurityAlertRow => ({
  id: row.id,
  alert_type: row.alert_type,
  title: row.title,
  description: row.description,
  severity: row.severity,
  status: row.status,
  created_at: row.created_at.toISOString(),
  acknowledged_at: row.acknowledged_at?.toISOString() ?? null,
  acknowledged_by_email: acknowledgedByEmail,
});

const alertSelection = { row: securityAlerts, by: users.email };

export async function listAlerts(db: Db, pagina: number) {
  return listPage(
    { pagina, size: SECURITY_PAGE_SIZES.alerts },
    db
      .select(alertSelection)
      .from(securityAlerts)
      .leftJoin(users, eq(users.id, securityAlerts.acknowledged_by))
      .orderBy(desc(securityAlerts.created_at), desc(securityAlerts.id)),
    db.select({ value: count() }).from(securityAlerts),
    ({ row, by }) => toAlert(row, by),
  );
}

/** One alert as the list shows it, or undefined. */
export async function findAlert(db: Db, id: string) {
  const [found] = await db
    .select(alertSelection)
    .from(securityAlerts)
    .leftJoin(users, eq(users.id, securityAlerts.acknowledged_by))
    .where(eq(securityAlerts.id, id));
  return found && toAlert(found.row, found.by);
}
