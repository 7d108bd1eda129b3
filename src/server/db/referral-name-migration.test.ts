import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualAffiliate } from '../test/affiliates.ts';
import { useTestDatabase } from '../test/database.ts';
import { queryRows } from './database.ts';
import { migrationsDir } from './migrations-dir.ts';

const t = useTestDatabase();
const MIGRATION = readFileSync(join(migrationsDir, '0034_referral_company_name.sql'), 'utf8');
const ROLLED_BACK = new Error('rolled back');

describe('migration 0034: a referral keeps the name of the company it referred (issue 45 item 8)', () => {
  it("gives the referrals of today their company's name; one whose company is gone stays unnamed", async () => {
    let after: { company_name: string | null }[] = [];
    // The column is dropped and the migration run again inside a transaction that is rolled back.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table affiliate_referrals drop column company_name`);
        const affiliate = await manualAffiliate(tx, {});
        const [company] = await queryRows<{ id: string }>(
          tx,
          sql`insert into companies (company_name) values ('Aero Cerrado') returning id`,
        );
        await tx.execute(
          sql`insert into affiliate_referrals (affiliate_id, company_id, created_at)
              values (${affiliate.id}, ${company!.id}, '2026-11-01T12:00:00Z'),
                     (${affiliate.id}, null, '2026-11-02T12:00:00Z')`,
        );
        for (const statement of MIGRATION.split('--> statement-breakpoint'))
          await tx.execute(sql.raw(statement));
        after = await queryRows(
          tx,
          sql`select company_name from affiliate_referrals order by created_at`,
        );
        throw ROLLED_BACK;
      }),
    ).rejects.toBe(ROLLED_BACK);
    expect(after.map((r) => r.company_name)).toEqual(['Aero Cerrado', null]);
  });
});
