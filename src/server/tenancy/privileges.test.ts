import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../db/database.ts';
import { TENANT_ROLE } from '../db/tenant.ts';
import { useTestDatabase } from '../test/database.ts';

// Issue 35, item 3: the tenant role (decision 012) holds rights on the company tables only.
// Of the platform's tables — every table without a company_id column — it holds exactly what
// company work needs, listed here; anything more fails. Runs on PGlite and PostgreSQL alike
// (src/server/tenancy is among the engine's files, decision 021).

/**
 * What company work may do with a table without `company_id`: the company's own row (read, made
 * by the demo seed, edited by the company's settings; row-level security keeps it to its own)
 * and the name and e-mail of a member, which lists and reports show beside what they did.
 */
const ALLOWED: Record<string, string[]> = {
  companies: ['INSERT', 'SELECT', 'UPDATE'],
  users: ['SELECT(email)', 'SELECT(id)', 'SELECT(name)'],
};

const TABLE_RIGHTS = ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER'];
const COLUMN_RIGHTS = ['SELECT', 'INSERT', 'UPDATE', 'REFERENCES'];

/**
 * The rights the tenant role holds on each table of the schema without a `company_id` column,
 * read from the catalogue: whole-table rights by name, a column's as `RIGHT(column)` when the
 * table's is not held. Tables it holds nothing on are left out.
 */
async function platformRights(db: Db) {
  const rows = await queryRows<{ table_name: string; rights: string[] }>(
    db,
    sql`with platform as (
        select c.oid, c.relname from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm')
          and not exists (select 1 from pg_attribute a
            where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped)
      ),
      table_rights as (
        select p.relname, r.right_name from platform p
        cross join unnest(${sql.raw(`array['${TABLE_RIGHTS.join("','")}']`)}) as r(right_name)
        where has_table_privilege(${TENANT_ROLE}, p.oid, r.right_name)
      ),
      column_rights as (
        select p.relname, r.right_name || '(' || a.attname || ')' as right_name from platform p
        join pg_attribute a on a.attrelid = p.oid and a.attnum > 0 and not a.attisdropped
        cross join unnest(${sql.raw(`array['${COLUMN_RIGHTS.join("','")}']`)}) as r(right_name)
        where has_column_privilege(${TENANT_ROLE}, p.oid, a.attnum, r.right_name)
          and not has_table_privilege(${TENANT_ROLE}, p.oid, r.right_name)
      )
      select relname as table_name, array_agg(right_name order by right_name) as rights
      from (select * from table_rights union all select * from column_rights) held
      group by relname order by relname`,
  );
  return Object.fromEntries(rows.map((row) => [row.table_name, row.rights]));
}

/** Runs `work` in a transaction that is then rolled back, whatever it did to the schema. */
async function rolledBack<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  const undo = new Error('rolled back');
  await db
    .transaction(async (tx) => {
      answer = await work(tx as unknown as Db);
      throw undo;
    })
    .catch((error: unknown) => {
      if (error !== undo) throw error;
    });
  return answer as T;
}

const t = useTestDatabase({ emptied: 'once' });

describe("the tenant role's rights on the platform's tables", () => {
  it('are only those company work needs', async () => {
    expect(await platformRights(t.db)).toEqual(ALLOWED);
  });

  it('are found whenever a right is granted back (the check can fail)', async () => {
    const found = await rolledBack(t.db, async (tx) => {
      await tx.execute(sql.raw(`GRANT SELECT ON accounts TO ${TENANT_ROLE}`));
      await tx.execute(sql.raw(`GRANT UPDATE (name) ON users TO ${TENANT_ROLE}`));
      return platformRights(tx);
    });
    expect(found).toEqual({
      ...ALLOWED,
      accounts: ['SELECT'],
      users: [...ALLOWED.users!, 'UPDATE(name)'].sort(),
    });
  });

  it('refuses a company scope the password hashes, sessions and reset links', async () => {
    const companyId = crypto.randomUUID();
    for (const table of ['accounts', 'sessions', 'verifications', 'mail_outbox']) {
      await expect(
        t.database.inCompany(companyId, (db) => db.execute(sql.raw(`select * from ${table}`))),
      ).rejects.toThrow();
    }
    await expect(
      t.database.inCompany(companyId, (db) =>
        db.execute(sql`update users set name = 'Outro nome'`),
      ),
    ).rejects.toThrow();
    const names = await t.database.inCompany(companyId, (db) =>
      queryRows<{ id: string }>(db, sql`select id, name, email from users limit 1`),
    );
    expect(Array.isArray(names)).toBe(true);
  });
});

describe('a table created later', () => {
  it('is granted nothing by default: the tenant role has no default privileges', async () => {
    const rows = await queryRows<{ kind: string }>(
      t.db,
      sql`select d.defaclobjtype as kind from pg_default_acl d, aclexplode(d.defaclacl) a
        where a.grantee = ${TENANT_ROLE}::regrole`,
    );
    expect(rows).toEqual([]);
  });

  it('numbers a company table’s rows for the tenant role, and not a platform table’s', async () => {
    const usage = await rolledBack(t.db, async (tx) => {
      await tx.execute(sql`create table later_numbered_platform (n serial primary key)`);
      await tx.execute(
        sql`create table later_numbered_company (n serial primary key, company_id uuid not null)`,
      );
      await tx.execute(sql`select agrovoo_scope_tenant_tables()`);
      const [row] = await queryRows<{ platform: boolean; company: boolean }>(
        tx,
        sql`select
          has_sequence_privilege(${TENANT_ROLE}, 'later_numbered_platform_n_seq', 'USAGE') as platform,
          has_sequence_privilege(${TENANT_ROLE}, 'later_numbered_company_n_seq', 'USAGE') as company`,
      );
      return row;
    });
    expect(usage).toEqual({ platform: false, company: true });
  });

  it('gives the tenant role nothing by default; a company table gets its rights and policy from agrovoo_scope_tenant_tables()', async () => {
    const rights = await rolledBack(t.db, async (tx) => {
      await tx.execute(sql`create table later_platform (id uuid primary key, secret text)`);
      await tx.execute(
        sql`create table later_company (id uuid primary key, company_id uuid not null)`,
      );
      const before = await queryRows<{ platform: boolean; company: boolean }>(
        tx,
        sql`select has_table_privilege(${TENANT_ROLE}, 'later_platform', 'SELECT') as platform,
          has_table_privilege(${TENANT_ROLE}, 'later_company', 'SELECT') as company`,
      );
      await tx.execute(sql`select agrovoo_scope_tenant_tables()`);
      const after = await queryRows<{ platform: boolean; company: string[]; policy: boolean }>(
        tx,
        sql`select has_table_privilege(${TENANT_ROLE}, 'later_platform', 'SELECT') as platform,
          array(select r from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE']) r
            where has_table_privilege(${TENANT_ROLE}, 'later_company', r)) as company,
          exists (select 1 from pg_policies where tablename = 'later_company'
            and policyname = 'tenant') as policy`,
      );
      return { before: before[0], after: after[0] };
    });
    expect(rights).toEqual({
      before: { platform: false, company: false },
      after: {
        platform: false,
        company: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
        policy: true,
      },
    });
  });
});
