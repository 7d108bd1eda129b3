import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../db/database.ts';
import { clients, companies } from '../db/schema/index.ts';
import { insertCompany } from '../test/factories.ts';
import { useTestDatabase } from '../test/database.ts';
import { inCompanyWithin, TENANT_ROLE } from '../db/tenant.ts';
import { tenantPool } from '../db/postgres.ts';
import { databaseUrlFor } from '../test/database-names.ts';

const t = useTestDatabase();
/** What PostgreSQL answered (Drizzle wraps it as the cause of its own error). */
const databaseError = (message: RegExp) => ({ message: expect.stringMatching(message) });

/** Two companies with a client each, written by the system connection. */
async function twoCompanies() {
  const a = await insertCompany(t.db, { company_name: 'Aero A' });
  const b = await insertCompany(t.db, { company_name: 'Aero B' });
  await t.db.insert(clients).values([
    { company_id: a.id, nome: 'Fazenda do A' },
    { company_id: b.id, nome: 'Fazenda do B' },
  ]);
  return { a, b };
}

describe('the tenant scope (row-level security)', () => {
  it('refuses a query of company data run as the tenant role without a company', async () => {
    await twoCompanies();
    const unscoped = t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
      return tx.select().from(clients);
    });
    await expect(unscoped).rejects.toMatchObject({ cause: databaseError(/app\.company_id/) });
  });

  it('answers only the company of the transaction, even to a query with no filter', async () => {
    const { a, b } = await twoCompanies();
    const seenByA = await t.database.inCompany(a.id, (db) => db.select().from(clients));
    expect(seenByA.map((row) => row.nome)).toEqual(['Fazenda do A']);
    const companiesSeenByB = await t.database.inCompany(b.id, (db) => db.select().from(companies));
    expect(companiesSeenByB.map((row) => row.company_name)).toEqual(['Aero B']);
  });

  it('keeps companies apart when their work alternates and overlaps on shared connections', async () => {
    const { a, b } = await twoCompanies();
    const names = (companyId: string) =>
      t.database.inCompany(companyId, async (db) => {
        const rows = await db.select({ nome: clients.nome }).from(clients);
        return rows.map((row) => row.nome).join();
      });
    const order = [a, b, a, a, b, b, a, b, a, b, b, a].map((company) => company.id);
    const expected = order.map((id) => (id === a.id ? 'Fazenda do A' : 'Fazenda do B'));
    const inSequence: string[] = [];
    for (const id of order) inSequence.push(await names(id));
    expect(inSequence).toEqual(expected);
    expect(await Promise.all(order.map(names))).toEqual(expected);
  });

  it('refuses to write a row for another company, and changes none of its rows', async () => {
    const { a, b } = await twoCompanies();
    await expect(
      t.database.inCompany(a.id, (db) =>
        db.insert(clients).values({ company_id: b.id, nome: 'Intruso' }),
      ),
    ).rejects.toMatchObject({ cause: databaseError(/row-level security/) });
    const changed = await t.database.inCompany(a.id, (db) =>
      db.update(clients).set({ nome: 'Alterado' }).where(eq(clients.company_id, b.id)).returning(),
    );
    expect(changed).toEqual([]);
    const [ofB] = await t.db.select().from(clients).where(eq(clients.company_id, b.id));
    expect(ofB!.nome).toBe('Fazenda do B');
  });

  it('leaves the connection as it found it: the scope ends with its transaction', async () => {
    const { a } = await twoCompanies();
    await t.database.inCompany(a.id, async () => undefined);
    const [after] = await queryRows<{ role: string; company: string | null }>(
      t.db,
      sql`select current_user as role, nullif(current_setting('app.company_id', true), '') as company`,
    );
    expect(after!.role).not.toBe(TENANT_ROLE);
    expect(after!.company).toBeNull();
    expect(await t.db.select().from(clients)).toHaveLength(2); // the system connection sees all
  });

  it('works as the tenant role on every connection, however many a burst opens at once', async () => {
    const { a } = await twoCompanies();
    const roles = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.database.inCompany(a.id, async (db) => {
          const [row] = await queryRows<{ role: string }>(db, sql`select current_user as role`);
          return row!.role;
        }),
      ),
    );
    expect(roles).toEqual(Array(8).fill(TENANT_ROLE));
  });

  // pg 8 queues a query sent to a connection that is running one, and warns that pg 9 refuses it.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'sends a connection one query at a time, even when the work starts several together',
    async () => {
      const { a } = await twoCompanies();
      const sentWhileBusy: unknown[] = [];
      const query = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client & { _getActiveQuery(): unknown },
        ...args
      ) {
        if (this._getActiveQuery()) sentWhileBusy.push(args[0]);
        return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
      });
      try {
        const counts = await t.database.inCompany(a.id, (db) =>
          Promise.all([1, 2, 3, 4].map(() => db.$count(clients))),
        );
        expect(counts).toEqual([1, 1, 1, 1]);
      } finally {
        spy.mockRestore();
      }
      expect(sentWhileBusy).toEqual([]);
    },
  );

  // On PostgreSQL a login that may not become the tenant role is refused, rather than served
  // as itself: were that login the tables' owner, its queries would pass over the policies.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'serves no company on a connection that could not become the tenant role',
    async () => {
      const { a } = await twoCompanies();
      const outsider = `agrovoo_outsider_${process.env.VITEST_POOL_ID ?? '1'}`;
      await t.db.execute(sql.raw(`drop role if exists ${outsider}`));
      await t.db.execute(sql.raw(`create role ${outsider} login password 'fora'`));
      const [{ name }] = (await queryRows<{ name: string }>(
        t.db,
        sql`select current_database() as name`,
      )) as [{ name: string }];
      const url = new URL(databaseUrlFor(process.env.TEST_DATABASE_URL!, name));
      url.username = outsider;
      url.password = 'fora';
      const pool = tenantPool(url.toString(), 1);
      try {
        const seen = pool.inCompany(a.id, (db) => db.select().from(clients));
        await expect(seen).rejects.toThrow(/permission denied to set role/);
      } finally {
        await pool.close();
        await t.db.execute(sql.raw(`drop role ${outsider}`));
      }
    },
  );

  it('puts every table with a company_id under the policy (a new table cannot forget it)', async () => {
    const rows = await queryRows<{ table: string; secured: boolean; policy: boolean }>(
      t.db,
      sql`select c.relname as table, c.relrowsecurity as secured,
            exists (select 1 from pg_policies p
              where p.tablename = c.relname and p.policyname = 'tenant') as policy
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          where c.relkind = 'r' and (c.relname = 'companies' or exists (
            select 1 from pg_attribute a
            where a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped))
          order by 1`,
    );
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((row) => !row.secured || !row.policy)).toEqual([]);
  });
});

describe('company work inside a transaction of the system connection (inCompanyWithin)', () => {
  it('sees and writes only its company, then the transaction is the system’s again', async () => {
    const { a, b } = await twoCompanies();
    const { seen, after } = await t.db.transaction(async (tx) => {
      const seen = await inCompanyWithin(tx, a.id, (db) => db.select().from(clients));
      const after = await tx.select().from(clients);
      return { seen, after };
    });
    expect(seen.map((row) => row.nome)).toEqual(['Fazenda do A']);
    expect(after.map((row) => row.nome).sort()).toEqual(['Fazenda do A', 'Fazenda do B']);
    const intoB = t.db.transaction((tx) =>
      inCompanyWithin(tx, a.id, (db) =>
        db.insert(clients).values({ company_id: b.id, nome: 'Plantada em B' }),
      ),
    );
    await expect(intoB).rejects.toMatchObject({ cause: databaseError(/row-level security/) });
  });

  it('rolls its writes back with the system’s when the transaction fails', async () => {
    const { a } = await twoCompanies();
    const failed = t.db.transaction(async (tx) => {
      await inCompanyWithin(tx, a.id, (db) =>
        db.insert(clients).values({ company_id: a.id, nome: 'Desfeita' }),
      );
      throw new Error('falhou depois');
    });
    await expect(failed).rejects.toThrow('falhou depois');
    const names = await t.db.select({ nome: clients.nome }).from(clients);
    expect(names.map((row) => row.nome)).not.toContain('Desfeita');
  });
});
