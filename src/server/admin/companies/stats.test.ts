import { describe, expect, it } from 'vitest';
import type { SubscriptionStatus } from '../../../domain/companies/values.ts';
import { useAdminTestApp } from '../../test/app.ts';
import { insertCompany, insertProfile, insertUser } from '../../test/factories.ts';
import { callAs } from '../../test/session.ts';

const t = useAdminTestApp();

/** A company: its active flag, subscription, and its members' active flags. */
type Made = { active: boolean; subscription: SubscriptionStatus; members: boolean[] };

async function make(companies: Made[]) {
  for (const made of companies) {
    const company = await insertCompany(t.db, {
      active: made.active,
      subscription_status: made.subscription,
      status: made.subscription === 'active' ? 'ativo' : 'payment_required',
    });
    for (const active of made.members) {
      const user = await insertUser(t.db);
      await insertProfile(t.db, { user_id: user.id, company_id: company.id, active });
    }
  }
}

// The platform admin (a user without a company) counts in no card.
describe('GET /api/admin/stats', () => {
  it.each<[string, Made[], object]>([
    [
      'no company',
      [],
      { total_companies: 0, total_users: 0, active_companies: 0, awaiting_payment: 0 },
    ],
    [
      'one of each subscription, all active',
      [
        { active: true, subscription: 'active', members: [true, true] },
        { active: true, subscription: 'trial', members: [true] },
        { active: true, subscription: 'inactive', members: [true, false] },
      ],
      { total_companies: 3, total_users: 4, active_companies: 1, awaiting_payment: 2 },
    ],
    [
      'the active flag off takes a company out of both groups, not out of the total',
      [
        { active: false, subscription: 'active', members: [true] },
        { active: false, subscription: 'trial', members: [false] },
        { active: true, subscription: 'active', members: [] },
      ],
      { total_companies: 3, total_users: 1, active_companies: 1, awaiting_payment: 0 },
    ],
  ])('%s', async (_name, companies, expected) => {
    await make(companies);
    const res = await callAs(t.app, t.admin, 'GET', '/api/admin/stats');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
  });
});
