import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANY } from '../../domain/demo/values.ts';
import { affiliateTotals } from '../affiliates/totals.ts';
import {
  affiliateCommissions,
  affiliatePayouts,
  affiliateReferrals,
  affiliates,
  users,
} from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { listReferrals } from '../affiliates/lists.ts';
import { DEMO_REFERRED } from './affiliates.ts';
import { seedDemoCompany } from './seed.ts';
import { platformAdminCookie } from '../test/session.ts';

const clock = { now: () => new Date('2026-11-22T12:00:00-03:00') };
const t = useTestApp({ clock });

describe('the demo owner as an affiliate (issue 17)', () => {
  it('has two referred companies, a paid payout and last month pending, dated from now', async () => {
    await seedDemoCompany({ db: t.db, auth: t.app.auth, clock });
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_COMPANY.contact_email));
    const [affiliate] = await t.db.select().from(affiliates);
    expect(affiliate).toMatchObject({
      user_id: user!.id,
      email: DEMO_COMPANY.contact_email,
      status: 'ativo',
      pix_type: 'email',
      pix_key: DEMO_COMPANY.contact_email,
    });
    expect(affiliate!.affiliate_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const referrals = await t.db
      .select({ status: affiliateReferrals.status })
      .from(affiliateReferrals)
      .orderBy(affiliateReferrals.created_at);
    expect(referrals.map((r) => r.status)).toEqual(['convertido', 'pendente']);
    // Named, as a referral is (issue 45 item 8): the affiliate's list shows no 'Empresa —'.
    const listed = await listReferrals(t.db, affiliate!.id, 1);
    expect(listed.items.map((r) => r.company_name).sort()).toEqual([...DEMO_REFERRED].sort());
    expect(listed.items.every((r) => r.company_name && r.company_name.length > 3)).toBe(true);
    const [payout] = await t.db.select().from(affiliatePayouts);
    expect(payout).toMatchObject({
      mes_referencia: '2026-09-01',
      quantidade_comissoes: 1,
      valor_total: 2396,
      status: 'pago',
      data_pagamento: new Date('2026-10-03T12:00:00-03:00'),
    });
    const commissions = await t.db
      .select()
      .from(affiliateCommissions)
      .orderBy(affiliateCommissions.created_at);
    expect(commissions.map((c) => [c.valor_base, c.valor_comissao, c.status, c.payout_id])).toEqual(
      [
        [11980, 2396, 'pago', payout!.id],
        [11980, 2396, 'pendente', null],
      ],
    );
    expect(await affiliateTotals(t.db, affiliate!.id)).toEqual({
      total_referidos: 2,
      total_comissoes: 4792,
      saldo_disponivel: 2396,
    });
  });

  it("gives the admin last month's commission to batch", async () => {
    await seedDemoCompany({ db: t.db, auth: t.app.auth, clock });
    const admin = await platformAdminCookie(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/affiliate-payouts/generate',
      headers: { cookie: admin },
      payload: { mes: '2026-10' },
    });
    expect(res.json()).toEqual({ criados: 1 });
  });
});
