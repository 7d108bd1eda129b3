import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliates, companies, companyInvites, profiles } from './schema/index.ts';
import { tableNames } from './tables.ts';
import { queryRows } from './database.ts';
import { insertCompany, insertInvite, insertProfile, insertUser } from '../test/factories.ts';
import { useTestDatabase } from '../test/database.ts';

const t = useTestDatabase();

/** The Postgres error code behind a failed Drizzle query (23505 unique, 23514 check, …). */
async function pgCode(query: Promise<unknown>): Promise<string | undefined> {
  try {
    await query;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe('database schema', () => {
  it('has every entity of the spec, better-auth, login protection, registers, operations and billing', () => {
    expect(tableNames.sort()).toEqual(
      [
        'accounts',
        'admin_actions_audit',
        'affiliate_commissions',
        'affiliate_invites',
        'affiliate_payouts',
        'affiliate_referrals',
        'affiliates',
        'audit_logs',
        'captcha_challenges',
        'client_error_logs',
        'companies',
        'company_invites',
        'login_attempts',
        'mail_outbox',
        'page_views',
        'password_change_attempts',
        'payroll_settings',
        'platform_settings',
        'profiles',
        'rate_limits',
        'security_alerts',
        'sessions',
        'subscribers',
        'trial_email_logs',
        'user_charges',
        'users',
        'verifications',
        'web_vitals',
        // DESIGN §5: registers, operations and the MAPA report
        'aircraft',
        'aircraft_maintenance',
        'clients',
        'crops',
        'mapa_report_submissions',
        'operation_attachments',
        // Issue 38: each conclusion's relatório frozen, version by version (decision 029)
        'operation_reports',
        'operation_month_totals',
        'operation_products',
        'operations',
        'pilots',
        'products',
        'properties',
        'proposal_lines',
        'proposals',
        'services',
        'technicians',
        // DESIGN §5 'Estoque': the ledger that concluding an operation writes
        'stock_movements',
        // Issue 14: suppliers, NF entries, lots, settings, empty containers, shortfalls
        'stock_suppliers',
        'stock_supplier_codes',
        'stock_entries',
        'stock_lots',
        'stock_settings',
        'stock_aircraft_fuel',
        'stock_container_obligations',
        'stock_container_returns',
        'stock_container_return_items',
        'stock_shortfalls',
        // Issue 15: categories, bank accounts, titles and their installments, payments, statements
        'finance_categories',
        'bank_accounts',
        'finance_titles',
        'finance_title_operations',
        'finance_installments',
        'finance_payments',
        'bank_statement_imports',
        'bank_statement_lines',
        // Issue 37: the tax regime the DRE's deductions follow
        'tax_settings',
        // Issue 44: the NFS-e's fiscal settings and the A1 certificate
        'fiscal_settings',
        // Issue 44 item 3: the NFS-e issued from a receivable
        'nfse_documents',
        // Issue 16: employees, their documents, payroll runs and their items
        'employees',
        'employee_documents',
        'payroll_runs',
        'payroll_items',
        // Issue 42: an employee's rescisão
        'rescissions',
        // Issue 41: changes applied once, and the field's changes kept as proposals
        'idempotency_keys',
        'operation_change_proposals',
        // Issue 39 items 1-2: the applied-area imports and each operation's coverage audit
        'flight_imports',
        'flight_audits',
        // Issue 40: the logbook (diário de bordo) and maintenance due
        'logbook_entries',
        'logbook_days',
        'maintenance_items',
        'maintenance_records',
        'maintenance_overrides',
        // Issue 39: a property's sensitive points (Art. 10 distances)
        'sensitive_points',
        // Billing: each payment-provider event handled once; scheduled jobs' periods
        'billing_events',
        'job_runs',
      ].sort(),
    );
  });

  it('indexes company_id on every table that has one', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.db,
      sql`
      select c.table_name from information_schema.columns c
      where c.table_schema = 'public' and c.column_name in ('company_id', 'target_company_id')
        and not exists (
          select 1 from pg_indexes i
          where i.tablename = c.table_name and i.indexdef like '%(' || c.column_name || '%'
        )`,
    );
    expect(rows).toEqual([]);
  });

  it('gives a new company a 7-day trial status by default', async () => {
    const company = await insertCompany(t.db);
    expect(company).toMatchObject({
      status: 'ativo',
      subscription_status: 'trial',
      active: true,
      trial_duration_days: 7,
      max_users: 1,
    });
  });

  it('refuses a duplicate CNPJ but allows many companies without one', async () => {
    await insertCompany(t.db, { cnpj: '11222333000181' });
    expect(await pgCode(insertCompany(t.db, { cnpj: '11222333000181' }))).toBe('23505');
    await insertCompany(t.db);
    await insertCompany(t.db);
  });

  it('refuses values outside the enumerations and limits', async () => {
    expect(await pgCode(insertCompany(t.db, { status: 'quebrado' as never }))).toBe('22P02');
    expect(await pgCode(insertCompany(t.db, { max_users: 0 }))).toBe('23514');
    const company = await insertCompany(t.db);
    expect(
      await pgCode(insertInvite(t.db, { company_id: company.id, invited_role: 'owner' })),
    ).toBe('23514');
  });

  it('allows one pending invite per company and e-mail, whatever the case', async () => {
    const [a, b] = [await insertCompany(t.db), await insertCompany(t.db)];
    await insertInvite(t.db, { company_id: a.id, email: 'piloto@fazenda.com' });
    expect(
      await pgCode(insertInvite(t.db, { company_id: a.id, email: 'Piloto@Fazenda.com' })),
    ).toBe('23505');
    await insertInvite(t.db, { company_id: b.id, email: 'piloto@fazenda.com' });
    await t.db
      .update(companyInvites)
      .set({ status: 'accepted' })
      .where(eq(companyInvites.company_id, a.id));
    await insertInvite(t.db, { company_id: a.id, email: 'piloto@fazenda.com' });
  });

  it('lets a user hold one active profile at a time', async () => {
    const user = await insertUser(t.db);
    const [a, b] = [await insertCompany(t.db), await insertCompany(t.db)];
    await insertProfile(t.db, { user_id: user.id, company_id: a.id });
    expect(await pgCode(insertProfile(t.db, { user_id: user.id, company_id: b.id }))).toBe('23505');
    await t.db.update(profiles).set({ active: false }).where(eq(profiles.user_id, user.id));
    await insertProfile(t.db, { user_id: user.id, company_id: b.id, role_in_company: 'pilot' });
  });

  it('keeps affiliate codes and users unique, while manual affiliates have no code', async () => {
    const base = { nome_completo: 'Ana Souza', email: 'ana@example.com', cpf_cnpj: '12345678909' };
    await t.db.insert(affiliates).values({ ...base, affiliate_code: 'ANA2026' });
    expect(
      await pgCode(t.db.insert(affiliates).values({ ...base, affiliate_code: 'ANA2026' })),
    ).toBe('23505');
    await t.db.insert(affiliates).values(base);
    await t.db.insert(affiliates).values(base);
    const user = await insertUser(t.db);
    await t.db.insert(affiliates).values({ ...base, user_id: user.id });
    expect(await pgCode(t.db.insert(affiliates).values({ ...base, user_id: user.id }))).toBe(
      '23505',
    );
  });

  it('removes a company’s members and invites with it', async () => {
    const company = await insertCompany(t.db);
    const user = await insertUser(t.db);
    await insertProfile(t.db, { user_id: user.id, company_id: company.id });
    await insertInvite(t.db, { company_id: company.id });
    await t.db.delete(companies).where(eq(companies.id, company.id));
    expect(await t.db.select().from(profiles)).toEqual([]);
    expect(await t.db.select().from(companyInvites)).toEqual([]);
  });
});
