import { describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { cookieFrom, getMe, logIn, signUpCompany } from '../test/session.ts';
import { DEFAULT_ADMIN_EMAIL, ensurePlatformAdmin } from './platform-admin.ts';

const t = useTestApp();
const deps = () => ({ db: t.db, auth: t.app.auth, clock: { now: () => new Date() } });

describe('the platform admin at start-up', () => {
  it('is created from ADMIN_EMAIL and ADMIN_PASSWORD, with the global admin role', async () => {
    const printed = await ensurePlatformAdmin(deps(), {
      email: 'ops@agrovoo.com.br',
      password: 'Admin#Forte2026',
    });
    expect(printed).toBeNull(); // the operator chose the password: nothing to print
    const login = await logIn(t.app, 'ops@agrovoo.com.br', 'Admin#Forte2026');
    expect(login.statusCode).toBe(200);
    const me = await getMe(t.app, cookieFrom(login));
    expect(me.json()).toMatchObject({ user: { isPlatformAdmin: true }, membership: null });
  });

  it('gets the admin role when the configured e-mail already has an account', async () => {
    await signUpCompany(t.app, { email: 'ops@agrovoo.com.br' });
    await ensurePlatformAdmin(deps(), { email: 'ops@agrovoo.com.br', password: 'Admin#Forte2026' });
    const [user] = await t.db.select().from(users);
    expect(user!.role).toBe('admin');
  });

  it('is created once with a random password when none is configured', async () => {
    const first = await ensurePlatformAdmin(deps(), {});
    expect(first?.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect((await logIn(t.app, DEFAULT_ADMIN_EMAIL, first!.password)).statusCode).toBe(200);
    expect(await ensurePlatformAdmin(deps(), {})).toBeNull();
    expect(await t.db.select().from(users)).toHaveLength(1);
  });
});
