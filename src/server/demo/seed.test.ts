import { describe, expect, it } from 'vitest';
import { companies } from '../db/schema/index.ts';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import { insertCompany } from '../test/factories.ts';
import { useTestDatabase } from '../test/database.ts';
import { seedDemoCompany, seedDemoIfEmpty } from './seed.ts';

const t = useTestDatabase();
const clock = { now: () => new Date('2026-11-22T12:00:00-03:00') };

describe('the demo company', () => {
  it('is created with premium access for one year', async () => {
    const { company, created } = await seedDemoCompany(t.db, clock);
    expect(created).toBe(true);
    expect(company).toMatchObject({
      company_name: DEMO_COMPANY.company_name,
      subscription_status: 'active',
      status: 'ativo',
      active: true,
      next_billing_date: new Date('2027-11-22T12:00:00-03:00'),
    });
  });

  it('is created once however often seeding runs', async () => {
    await seedDemoCompany(t.db, clock);
    const again = await seedDemoCompany(t.db, clock);
    expect(again.created).toBe(false);
    expect(await t.db.select().from(companies)).toHaveLength(1);
  });

  it('is added at start-up only to a database without companies', async () => {
    await insertCompany(t.db);
    expect(await seedDemoIfEmpty(t.db, clock)).toBeUndefined();
    expect(await t.db.select().from(companies)).toHaveLength(1);
  });
});
