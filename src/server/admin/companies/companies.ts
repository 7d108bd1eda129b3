import { count, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import {
  ADMIN_COMPANIES_PAGE_SIZE,
  type AdminCompany,
  type AdminCompanyPatch,
} from '../../../domain/admin/contracts.ts';
import type { Db } from '../../db/database.ts';
import { companies } from '../../db/schema/index.ts';
import { containing, containingDocument } from '../../db/like.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';
import { listPage } from '../../db/page.ts';
import { quotaBytes, storedBytes } from '../../companies/storage-quota.ts';
import { inCompanyWithin } from '../../db/tenant.ts';

export { adminStats } from './stats.ts';

// Written out with table names: in a one-table select Drizzle leaves columns unqualified.
const activeMembers = sql<number>`(
  select count(*)::int from profiles member
  where member.company_id = companies.id and member.active)`;

type Row = typeof companies.$inferSelect & { active_members: number; stored: number };

/** The company as the admin sees it; `defaultQuotaMb` is the platform's (STORAGE_QUOTA_MB). */
const toAdminCompany = (row: Row, defaultQuotaMb: number): AdminCompany => ({
  id: row.id,
  company_name: row.company_name,
  cnpj: row.cnpj,
  contact_email: row.contact_email,
  status: row.status,
  subscription_status: row.subscription_status,
  active: row.active,
  next_billing_date: row.next_billing_date?.toISOString() ?? null,
  trial_ends_at: row.trial_ends_at?.toISOString() ?? null,
  max_users: row.max_users,
  billing_email: row.billing_email,
  admin_notes: row.admin_notes,
  created_at: row.created_at.toISOString(),
  active_members: row.active_members,
  storage_quota_mb: row.storage_quota_mb,
  armazenamento: {
    usado_bytes: Number(row.stored),
    cota_bytes: quotaBytes(row.storage_quota_mb, defaultQuotaMb),
  },
});

/**
 * Spec part 2 §7 'GET companies': newest first (the created_at index), a page at a time,
 * searched by name, contact e-mail or CNPJ — stored without punctuation (its letters in
 * uppercase), so what is typed finds it with or without its dots, slash and dash.
 */
export async function listCompanies(
  db: Db,
  query: { busca?: string; pagina: number },
  defaultQuotaMb: number,
) {
  const busca = query.busca?.trim();
  const cnpj = busca ? containingDocument(busca) : null;
  const where = busca
    ? or(
        ilike(companies.company_name, containing(busca)),
        ilike(companies.contact_email, containing(busca)),
        cnpj ? like(companies.cnpj, cnpj) : undefined,
      )
    : undefined;
  return listPage(
    { pagina: query.pagina, size: ADMIN_COMPANIES_PAGE_SIZE },
    db
      .select({ company: companies, active_members: activeMembers, stored: storedBytes })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.created_at), desc(companies.id)),
    db.select({ value: count() }).from(companies).where(where),
    (r) =>
      toAdminCompany(
        { ...r.company, active_members: r.active_members, stored: r.stored },
        defaultQuotaMb,
      ),
  );
}

/**
 * Spec part 2 §7: the manage dialog's update, followed by `log_admin_action`
 * ('update_company_status') — both in one transaction, so no change goes unaudited. The row is
 * stamped at the admin's `now`, by the app's clock.
 */
export async function updateCompany(
  db: Db,
  admin: { userId: string; now: Date },
  companyId: string,
  patch: AdminCompanyPatch,
  defaultQuotaMb: number,
): Promise<AdminCompany> {
  return db.transaction(async (tx) => {
    // The company's row is changed in its own scope (issue 35); the audit is the platform's.
    const [updated] = await inCompanyWithin(tx, companyId, (scoped) =>
      scoped
        .update(companies)
        .set({ ...patch, updated_at: admin.now })
        .where(eq(companies.id, companyId))
        .returning(),
    );
    if (!updated) throw new AppError('NOT_FOUND');
    await logAdminAction(tx, {
      adminUserId: admin.userId,
      action: 'update_company_status',
      companyId: companyId,
      details: patch,
    });
    const [counts] = await tx
      .select({ members: activeMembers, stored: storedBytes })
      .from(companies)
      .where(eq(companies.id, companyId));
    return toAdminCompany(
      { ...updated, active_members: counts?.members ?? 0, stored: counts?.stored ?? 0 },
      defaultQuotaMb,
    );
  });
}

/** Whether the platform has this company (any company: the platform admin's view). */
export async function companyExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}
