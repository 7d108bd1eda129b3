import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoAccounting } from '../../demo/accounting.ts';
import { queryRows } from '../../db/database.ts';
import {
  adminActionsAudit,
  auditLogs,
  companies,
  profiles,
  trialEmailLogs,
  userCharges,
  users,
} from '../../db/schema/index.ts';
import { seedDemoProposals } from '../../demo/proposals.ts';
import { seedDemoSeason } from '../../demo/season.ts';
import { seedDemoHr } from '../../demo/hr.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { getMe, logIn, signUpCompany, cookieFrom, callAs } from '../../test/session.ts';

const t = useAdminTestApp({ now: new Date('2026-11-22T10:00:00-03:00') });

/** Every table of the public schema with its row count (a table added later is counted too). */
async function countEveryTable() {
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = row!.n;
  }
  return counts;
}

/** A company signed up by `email`, holding the demo's season, proposals, accounting and HR. */
async function companyWithData(email: string, companyName: string, cnpj: string) {
  const { companyId } = await signUpCompany(t.app, { email, companyName });
  const [owner] = await t.db.select().from(users).where(eq(users.email, email));
  const by = { companyId, userId: owner!.id };
  await t.db.transaction(async (tx) => {
    const season = await seedDemoSeason(tx, by, t.now);
    await seedDemoProposals(tx, companyId, t.now, season);
    await seedDemoAccounting(tx, by, t.now);
    await seedDemoHr(tx, by, t.now);
    await tx.insert(userCharges).values({ company_id: companyId, amount: 5990, status: 'paid' });
    await tx
      .insert(trialEmailLogs)
      .values({ company_id: companyId, email_type: 'reminder', sent_to: email });
    await tx.insert(auditLogs).values({ company_id: companyId, action_type: 'teste' });
    // The demo's registers give every company the demo's CNPJ, which is unique.
    await tx.update(companies).set({ cnpj }).where(eq(companies.id, companyId));
  });
  return { companyId, userId: owner!.id };
}

describe('DELETE /api/admin/companies/:id', () => {
  it(
    'removes the company and every row of it, and nothing else, in one audited step',
    { timeout: 120_000 },
    async () => {
      const kept = await companyWithData('dono@aerosul.com.br', 'Aero Sul', '12345678000195');
      const before = await countEveryTable();
      const gone = await companyWithData('dono@voeagro.com.br', 'Voe Agro', '11444777000161');
      const withBoth = await countEveryTable();
      // The deleted company holds data in the company tables (else the count proves nothing).
      const itsTables = Object.keys(before).filter((name) => withBoth[name]! > before[name]!);
      expect(itsTables.length).toBeGreaterThan(20);

      const res = await callAs(t.app, t.admin, 'DELETE', `/api/admin/companies/${gone.companyId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: gone.companyId,
        company_name: 'Voe Agro',
        members_released: 1,
      });

      const after = await countEveryTable();
      // Every table is back to its count before the deleted company came, except: its owner's
      // user account (and what sign-up wrote for it: the captcha it answered, its e-mail's count
      // in the sign-up window) stays, and the audit has the deletion.
      const keptForUser = Object.fromEntries(
        Object.keys(after)
          .filter((name) => after[name] !== before[name])
          .map((name) => [name, after[name]! - before[name]!]),
      );
      expect(keptForUser).toEqual({
        users: 1,
        accounts: 1,
        sessions: 1,
        captcha_challenges: 1,
        rate_limits: 1,
        admin_actions_audit: 1,
      });
      // The kept company's rows are all there.
      expect(
        await t.db.select().from(profiles).where(eq(profiles.company_id, kept.companyId)),
      ).toHaveLength(1);

      const [entry] = await t.db.select().from(adminActionsAudit);
      expect(entry).toMatchObject({
        action_type: 'delete_company',
        target_company_id: null,
        details: {
          company_id: gone.companyId,
          company_name: 'Voe Agro',
          cnpj: '11444777000161',
          members_released: 1,
        },
      });
    },
  );

  it('leaves the owner a user without a company, who can still log in', async () => {
    const { companyId } = await signUpCompany(t.app, { email: 'dono@voeagro.com.br' });
    expect(
      (await callAs(t.app, t.admin, 'DELETE', `/api/admin/companies/${companyId}`)).statusCode,
    ).toBe(200);
    const cookie = cookieFrom(await logIn(t.app, 'dono@voeagro.com.br'));
    expect((await getMe(t.app, cookie)).json()).toMatchObject({ membership: null });
  });
});
