import { describe, expect, it } from 'vitest';
import { companies, profiles } from '../db/schema/index.ts';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import { validatePassword } from '../../domain/auth/password.ts';
import { useTestApp } from '../test/app.ts';
import { insertCompany } from '../test/factories.ts';
import { logIn } from '../test/session.ts';
import { seedDemoIfEmpty } from './if-empty.ts';
import { seedDemoCompany } from './seed.ts';

const clock = { now: () => new Date('2026-11-22T12:00:00-03:00') };
const t = useTestApp({ clock });
const deps = () => ({ db: t.db, auth: t.app.auth, clock });

describe('the demo company', () => {
  it('is created with premium access for one year and an owner who can log in', async () => {
    const demo = await seedDemoCompany(deps());
    if (!demo.created) throw new Error('expected a new demo company');
    expect(demo.company).toMatchObject({
      company_name: DEMO_COMPANY.company_name,
      subscription_status: 'active',
      status: 'ativo',
      active: true,
      next_billing_date: new Date('2027-11-22T12:00:00-03:00'),
    });
    expect(validatePassword(demo.login.password)).toEqual([]);
    const [profile] = await t.db.select().from(profiles);
    expect(profile).toMatchObject({
      company_id: demo.company.id,
      role_in_company: 'owner',
      is_billing_contact: true,
    });
    expect((await logIn(t.app, DEMO_COMPANY.contact_email, demo.login.password)).statusCode).toBe(
      200,
    );
  });

  it('is created once however often seeding runs', async () => {
    await seedDemoCompany(deps());
    const again = await seedDemoCompany(deps());
    expect(again.created).toBe(false);
    expect(await t.db.select().from(companies)).toHaveLength(1);
  });

  it('is added at start-up only to a database without companies', async () => {
    await insertCompany(t.db);
    expect(await seedDemoIfEmpty(deps())).toBeUndefined();
    expect(await t.db.select().from(companies)).toHaveLength(1);
  });
});
