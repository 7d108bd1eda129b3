import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/database.ts';
import { queryRows } from './database.ts';
import { migrationsDir } from './migrations-dir.ts';

const t = useTestDatabase();
const MIGRATION = readFileSync(join(migrationsDir, '0022_company_admin_notes.sql'), 'utf8');
const ROLLED_BACK = new Error('rolled back');

/** Companies as they were before 0022: contact e-mail, and what billing_email held. */
const BEFORE: [string, string | null, string | null][] = [
  ['Assinada', 'dono@aerosul.com.br', 'dono@aerosul.com.br'],
  ['Outro e-mail', 'dono@voeagro.com.br', ' Financeiro@VoeAgro.com.br '],
  ['Com nota', 'dono@agrocampo.com.br', 'Ligou em 20/11; pagar dia 5.\nFalar com Ana'],
  ['Nota com e-mail', 'dono@pulvera.com.br', 'cobrar ana@pulvera.com.br'],
  ['Nota sem contato', null, 'cliente antigo'],
  ['Sem nada', 'dono@semnada.com.br', null],
];

describe('migration 0022: the administrator notes leave billing_email (decision 026)', () => {
  it('moves what is not an e-mail to admin_notes and gives billing_email back its contact e-mail', async () => {
    let after: {
      company_name: string;
      billing_email: string | null;
      admin_notes: string | null;
    }[] = [];
    // The column is dropped and the migration run again inside a transaction that is rolled back.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`alter table companies drop column admin_notes`);
        for (const [name, contact, billing] of BEFORE)
          await tx.execute(
            sql`insert into companies (company_name, contact_email, billing_email)
                values (${name}, ${contact}, ${billing})`,
          );
        for (const statement of MIGRATION.split('--> statement-breakpoint'))
          await tx.execute(sql.raw(statement));
        after = await queryRows(
          tx,
          sql`select company_name, billing_email, admin_notes from companies order by company_name`,
        );
        throw ROLLED_BACK;
      }),
    ).rejects.toBe(ROLLED_BACK);
    expect(after).toEqual(
      [
        ['Assinada', 'dono@aerosul.com.br', null],
        ['Com nota', 'dono@agrocampo.com.br', 'Ligou em 20/11; pagar dia 5.\nFalar com Ana'],
        ['Nota com e-mail', 'dono@pulvera.com.br', 'cobrar ana@pulvera.com.br'],
        ['Nota sem contato', null, 'cliente antigo'],
        ['Outro e-mail', ' Financeiro@VoeAgro.com.br ', null],
        ['Sem nada', null, null],
      ].map(([company_name, billing_email, admin_notes]) => ({
        company_name,
        billing_email,
        admin_notes,
      })),
    );
  });
});
