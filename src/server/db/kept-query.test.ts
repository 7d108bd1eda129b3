import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from './schema/index.ts';
import { keptQuery, type Db } from './database.ts';
import { useTestDatabase } from '../test/database.ts';

describe('keptQuery', () => {
  const t = useTestDatabase();

  it("builds its statement once per connection and runs it with each request's values", async () => {
    const [sul, norte] = await t.db
      .insert(companies)
      .values([{ company_name: 'Aero Sul' }, { company_name: 'Aero Norte' }])
      .returning({ id: companies.id });
    let built = 0;
    const nameOf = keptQuery((db: Db) => {
      built++;
      return db
        .select({ name: companies.company_name })
        .from(companies)
        .where(eq(companies.id, sql.placeholder('id')))
        .prepare('test_company_name');
    });
    expect(await nameOf(t.db, { id: sul!.id })).toEqual([{ name: 'Aero Sul' }]);
    expect(await nameOf(t.db, { id: norte!.id })).toEqual([{ name: 'Aero Norte' }]);
    expect(built).toBe(1);
  });
});
