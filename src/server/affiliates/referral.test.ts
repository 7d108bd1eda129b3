import { describe, expect, it } from 'vitest';
import { affiliateReferrals } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { signUpPayload } from '../test/session.ts';
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
});
