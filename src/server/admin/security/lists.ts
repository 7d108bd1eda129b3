import { count, desc, eq } from 'drizzle-orm';
import {
  SECURITY_PAGE_SIZES,
  type AdminActionRow,
  type AuditLogRow,
  type PasswordAttemptRow,
  type SecurityAlertRow,
} from '../../../domain/admin/security.ts';
import type { Db } from '../../db/database.ts';
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

const offset = (pagina: number, size: number) => (pagina - 1) * size;

export async function listAdminActions(db: Db, pagina: number) {
  const size = SECURITY_PAGE_SIZES.audit;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: adminActionsAudit,
        admin_email: users.email,
        company_name: companies.company_name,
      })
      .from(adminActionsAudit)
      .leftJoin(users, eq(users.id, adminActionsAudit.admin_user_id))
      .leftJoin(companies, eq(companies.id, adminActionsAudit.target_company_id))
      .orderBy(desc(adminActionsAudit.created_at), desc(adminActionsAudit.id))
      .limit(size)
      .offset(offset(pagina, size)),
    db.select({ value: count() }).from(adminActionsAudit),
  ]);
  const items: AdminActionRow[] = rows.map(({ row, admin_email, company_name }) => ({
    id: row.id,
    action_type: row.action_type,
    details: row.details,
    created_at: row.created_at.toISOString(),
    admin_email,
    company_name,
  }));
  return { items, total: total?.value ?? 0, pageSize: size };
}

export async function listPasswordAttempts(db: Db, pagina: number) {
  const size = SECURITY_PAGE_SIZES.audit;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: passwordChangeAttempts, user_email: users.email })
      .from(passwordChangeAttempts)
      .leftJoin(users, eq(users.id, passwordChangeAttempts.user_id))
      .orderBy(desc(passwordChangeAttempts.attempt_time), desc(passwordChangeAttempts.id))
      .limit(size)
      .offset(offset(pagina, size)),
    db.select({ value: count() }).from(passwordChangeAttempts),
  ]);
  const items: PasswordAttemptRow[] = rows.map(({ row, user_email }) => ({
    id: row.id,
    user_email,
    ip_address: row.ip_address,
    attempt_time: row.attempt_time.toISOString(),
    success: row.success,
  }));
  return { items, total: total?.value ?? 0, pageSize: size };
}

export async function listAuditLogs(db: Db, pagina: number) {
  const size = SECURITY_PAGE_SIZES.audit;
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: auditLogs, user_email: users.email, company_name: companies.company_name })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.user_id))
      .leftJoin(companies, eq(companies.id, auditLogs.company_id))
      .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
      .limit(size)
      .offset(offset(pagina, size)),
    db.select({ value: count() }).from(auditLogs),
  ]);
  const items: AuditLogRow[] = rows.map(({ row, user_email, company_name }) => ({
    id: row.id,
    action_type: row.action_type,
    table_name: row.table_name,
    record_id: row.record_id,
    severity: row.severity,
    metadata: row.metadata,
    created_at: row.created_at.toISOString(),
    user_email,
    company_name,
  }));
  return { items, total: total?.value ?? 0, pageSize: size };
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
  const size = SECURITY_PAGE_SIZES.alerts;
  const [rows, [total]] = await Promise.all([
    db
      .select(alertSelection)
      .from(securityAlerts)
      .leftJoin(users, eq(users.id, securityAlerts.acknowledged_by))
      .orderBy(desc(securityAlerts.created_at), desc(securityAlerts.id))
      .limit(size)
      .offset(offset(pagina, size)),
    db.select({ value: count() }).from(securityAlerts),
  ]);
  return {
    items: rows.map(({ row, by }) => toAlert(row, by)),
    total: total?.value ?? 0,
    pageSize: size,
  };
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
