import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateReferrals, affiliates, companies } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { callAs, platformAdminCookie, signUpPayload } from '../test/session.ts';
import { becomeAffiliate, manualAffiliate, someone } from '../test/affiliates.ts';

const t = useTestApp();

const signUp = async (email: string, affiliateRef?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: await signUpPayload(t.app, { companyName: 'Voe Agro', email, affiliateRef }),
  });

describe('a sign-up through a referral link', () => {
  it('records a pending referral of the new company for the code, in any case', async () => {
    const ana = await someone(t.app, t.db, 'ana@exemplo.com.br');
    const code = await becomeAffiliate(t.app, ana.cookie);
    const res = await signUp('dono@voeagro.com.br', ` ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(affiliateReferrals);
    expect(rows).toMatchObject([{ company_id: res.json().companyId, status: 'pendente' }]);
  });

  it.each([
    ['an unknown code', async () => 'ZZZZZZZZ'],
    ['a malformed code', async () => 'nada-a-ver'],
    [
      'an inactive affiliate',
      async () =>
        (await manualAffiliate(t.db, { affiliate_code: 'QQQQ2222', status: 'inativo' }))
          .affiliate_code!,
    ],
    [
      'the affiliate signing up itself (the same e-mail)',
      async () =>
        (await manualAffiliate(t.db, { affiliate_code: 'QQQQ3333', email: 'Dono@VoeAgro.com.br' }))
          .affiliate_code!,
    ],
  ])('ignores %s silently', async (_kind, codeOf) => {
    const res = await signUp('dono@voeagro.com.br', await codeOf());
    expect(res.statusCode).toBe(201);
    expect(await t.db.select().from(affiliateReferrals)).toEqual([]);
  });

  // Issue 45 item 8: the referral is named by the company as it signed up, in the affiliate's
  // list and the admin's, even after the company changes its name or is deleted.
  it("keeps the company's name as it signed up, shown to the affiliate and to the admin", async () => {
    const ana = await someone(t.app, t.db, 'ana@exemplo.com.br');
    const code = await becomeAffiliate(t.app, ana.cookie);
    const res = await signUp('dono@voeagro.com.br', code);
    const companyId = res.json().companyId as string;
    const [affiliate] = await t.db.select({ id: affiliates.id }).from(affiliates);
    const affiliateId = affiliate!.id;
    const names = async () => {
      const mine = await callAs(t.app, ana.cookie, 'GET', '/api/affiliates/me/referidos');
      const admin = await callAs(
        t.app,
        await platformAdminCookie(t.app),
        'GET',
        `/api/admin/affiliates/${affiliateId}/referidos`,
      );
      expect(admin.statusCode).toBe(200);
      return [mine, admin].map((r) =>
        r.json().items.map((i: { company_name: string }) => i.company_name),
      );
    };
    expect(await names()).toEqual([['Voe Agro'], ['Voe Agro']]);
    await t.db
      .update(companies)
      .set({ company_name: 'Outro Nome' })
      .where(eq(companies.id, companyId));
    await t.db.delete(companies).where(eq(companies.id, companyId));
    expect(await names()).toEqual([['Voe Agro'], ['Voe Agro']]);
  });
});
