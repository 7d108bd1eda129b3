import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, profiles } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { caller } from '../test/operations.ts';
import { getMe, joinCompany, signUpCompany } from '../test/session.ts';

const t = useTestApp();

async function team() {
  const owner = await signUpCompany(t.app);
  const admin = await joinCompany(t.app, owner.companyId, 'admin', 'admin@aerosul.com.br');
  const pilot = await joinCompany(t.app, owner.companyId, 'pilot', 'piloto@aerosul.com.br');
  const ownerId = (await getMe(t.app, owner.cookie)).json().user.id as string;
  return { owner: caller(t.app, owner.cookie), ownerId, companyId: owner.companyId, admin, pilot };
}
const set = (as: ReturnType<typeof caller>, userId: string, action: 'desativar' | 'reativar') =>
  as({ method: 'POST', url: `/api/company/members/${userId}/${action}` });

describe('deactivating and reactivating members', () => {
  it('takes away access and the seat, and gives both back', async () => {
    const { owner, companyId, pilot } = await team();
    await owner({ method: 'POST', url: '/api/billing/teste/pagar' });
    expect(
      (await t.db.select().from(companies).where(eq(companies.id, companyId)))[0]!.billed_seats,
    ).toBe(3);

    const off = await set(owner, pilot.userId, 'desativar');
    expect(off.statusCode).toBe(200);
    expect(
      off.json().members.map((m: { email: string; active: boolean }) => [m.email, m.active]),
    ).toEqual([
      ['dono@aerosul.com.br', true],
      ['admin@aerosul.com.br', true],
      ['piloto@aerosul.com.br', false],
    ]);
    const me = await getMe(t.app, pilot.cookie);
    expect(me.json().membership).toBeNull();
    const seats = async () =>
      (await owner({ method: 'GET', url: '/api/billing/status' })).json() as {
        seats: number;
        billed_seats: number;
        total: number;
      };
    expect(await seats()).toMatchObject({ seats: 2, billed_seats: 2, total: 11980 });

    expect((await set(owner, pilot.userId, 'reativar')).statusCode).toBe(200);
    expect(await seats()).toMatchObject({ seats: 3, billed_seats: 3 });
    const back = await getMe(t.app, pilot.cookie);
    expect(back.json().membership.role).toBe('pilot');
  });

  it('lets nobody change the owner or themselves, and admins only pilots', async () => {
    const { owner, ownerId, admin, pilot } = await team();
    const asAdmin = caller(t.app, admin.cookie);
    for (const [as, target] of [
      [owner, ownerId],
      [asAdmin, ownerId],
      [asAdmin, admin.userId],
    ] as const) {
      const res = await set(as, target, 'desativar');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('MEMBER_LOCKED');
    }
    const otherAdmin = await joinCompany(
      t.app,
      (await t.db.select().from(companies))[0]!.id,
      'admin',
      'admin2@aerosul.com.br',
    );
    expect((await set(asAdmin, otherAdmin.userId, 'desativar')).json().error.code).toBe(
      'FORBIDDEN',
    );
    expect((await set(asAdmin, pilot.userId, 'desativar')).statusCode).toBe(200);
    // The deactivated pilot belongs to no company any more.
    const gone = await set(caller(t.app, pilot.cookie), admin.userId, 'desativar');
    expect(gone.json().error.code).toBe('NO_COMPANY');
  });

  it("answers 404 for another company's member and 403 to a pilot", async () => {
    const { owner, pilot } = await team();
    const other = await signUpCompany(t.app, { email: 'dono@voeagro.com.br', companyName: 'Voe' });
    const stranger = await joinCompany(t.app, other.companyId, 'pilot', 'p@voeagro.com.br');
    expect((await set(owner, stranger.userId, 'desativar')).statusCode).toBe(404);
    const asPilot = caller(t.app, pilot.cookie);
    expect((await set(asPilot, stranger.userId, 'desativar')).statusCode).toBe(403);
  });

  it('refuses to reactivate someone who meanwhile joined another company', async () => {
    const { owner, pilot } = await team();
    await set(owner, pilot.userId, 'desativar');
    const other = await signUpCompany(t.app, { email: 'dono@voeagro.com.br', companyName: 'Voe' });
    await t.db.insert(profiles).values({
      user_id: pilot.userId,
      company_id: other.companyId,
      role_in_company: 'pilot',
    });
    const res = await set(owner, pilot.userId, 'reativar');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('MEMBER_IN_OTHER_COMPANY');
  });
});
