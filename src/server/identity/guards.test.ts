import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles, subscribers, users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { movableClock } from '../test/clock.ts';
import { joinCompany, signUpCompany } from '../test/session.ts';
import { OFFICE } from '../http/access.ts';
import { setCompany } from '../test/factories.ts';

const { clock, moveTo } = movableClock(new Date('2026-11-22T10:00:00-03:00'));
const t = useTestApp({ clock });
beforeAll(() => {
  // Probe routes declared as real routes are.
  t.app.get(
    '/api/probe/financeiro',
    { config: { access: { scope: 'company', roles: OFFICE } } },
    async () => ({ ok: true }),
  );
  t.app.post(
    '/api/probe/acao',
    { config: { access: { scope: 'company', acts: true } } },
    async () => ({ ok: true }),
  );
});

/** A company signed up today, with its owner and a member of the given role. */
async function companyWith(role: 'admin' | 'pilot') {
  const owner = await signUpCompany(t.app, { email: 'dono@aerosul.com.br' });
  const member = await joinCompany(t.app, owner.companyId, role, `${role}@aerosul.com.br`);
  return { owner, member, companyId: owner.companyId };
}

const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
  t.app.inject({ method, url, headers: { cookie } });

describe('role guard', () => {
  it.each([
    ['owner', 200],
    ['admin', 200],
    ['pilot', 403],
  ] as const)('lets %s into the financial area: %i', async (role, status) => {
    const { owner, member } = await companyWith(role === 'owner' ? 'admin' : role);
    const cookie = role === 'owner' ? owner.cookie : member.cookie;
    const res = await call('GET', '/api/probe/financeiro', cookie);
    expect(res.statusCode).toBe(status);
    if (status === 403) {
      expect(res.json().error).toEqual({
        code: 'FORBIDDEN',
        message: 'Você não tem permissão para acessar esta área do sistema.',
      });
    }
  });

  it('answers 403 NO_COMPANY to a user without an active profile', async () => {
    const { cookie } = await signUpCompany(t.app);
    await t.db.update(profiles).set({ active: false });
    const res = await call('GET', '/api/probe/financeiro', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Usuário não pertence a uma empresa');
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/probe/financeiro' })).statusCode).toBe(
      401,
    );
  });
});

describe('subscription gate (402 SUBSCRIPTION_REQUIRED)', () => {
  const inTrial = new Date('2026-11-25T10:00:00-03:00');
  const afterTrial = new Date('2026-12-05T10:00:00-03:00');

  it.each([
    ['owner', inTrial, 'trial', false, 200],
    ['admin', inTrial, 'trial', false, 200],
    ['pilot', inTrial, 'trial', false, 402],
    ['owner', afterTrial, 'trial', false, 402],
    ['pilot', afterTrial, 'trial', false, 402],
    ['owner', afterTrial, 'active', false, 200],
    ['pilot', afterTrial, 'active', false, 200],
    ['pilot', afterTrial, 'inactive', true, 200],
    ['admin', afterTrial, 'inactive', true, 200],
  ] as const)(
    '%s on %s, subscription %s, billing user subscribed %s → %i',
    async (role, when, status, subscribed, code) => {
      const { owner, member, companyId } = await companyWith(role === 'owner' ? 'pilot' : role);
      await setCompany(t.db, companyId, { subscription_status: status });
      if (subscribed) {
        const [ownerUser] = await t.db
          .select()
          .from(users)
          .where(eq(users.email, 'dono@aerosul.com.br'));
        await t.db.insert(subscribers).values({ user_id: ownerUser!.id, subscribed: true });
      }
      moveTo(when);
      const res = await call(
        'POST',
        '/api/probe/acao',
        role === 'owner' ? owner.cookie : member.cookie,
      );
      expect(res.statusCode).toBe(code);
      if (code === 402) expect(res.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    },
  );
});
