import { describe, expect, it } from 'vitest';
import { betterAuthStorages } from './auth.ts';
import { createTestApp } from '../test/app.ts';
import { useTestDatabase } from '../test/database.ts';
import { getMe, logIn, signUpCompany } from '../test/session.ts';

describe('better-auth, loaded on first need (issue 43 item 4)', () => {
  const t = useTestDatabase();

  it('is built once for the calls that arrive while it loads', async () => {
    const app = await createTestApp(t.database);
    try {
      const [first, second] = await Promise.all([app.auth.$context, app.auth.$context]);
      expect(first).toBe(second);
      expect(await app.auth.$context).toBe(first);
    } finally {
      await app.close();
    }
  });

  it('answers a sign-up, a forged cookie and a sign-in arriving first at a fresh app', async () => {
    const app = await createTestApp(t.database);
    try {
      const email = 'primeira@agrovoo.com.br';
      const [forged, company] = await Promise.all([
        getMe(app, 'better-auth.session_token=forjado.assinatura'),
        signUpCompany(app, { email }),
      ]);
      expect(forged.json()).toBeNull();
      expect((await getMe(app, company.cookie)).json()).toMatchObject({ user: { email } });
      expect((await logIn(app, email)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("better-auth's async storages", () => {
  const t = useTestDatabase();

  it('are turned off once no endpoint runs, and on again for the next', async () => {
    const app = await createTestApp(t.database);
    try {
      const emails = ['um@agrovoo.com.br', 'dois@agrovoo.com.br'];
      for (const email of emails) await signUpCompany(app, { email });
      // Sign-ins overlapping each other: each runs with its storages on until the last answers.
      const logins = await Promise.all([...emails, ...emails].map((email) => logIn(app, email)));
      expect(logins.map((login) => login.statusCode)).toEqual([200, 200, 200, 200]);
      const storages = betterAuthStorages();
      expect(storages.length).toBeGreaterThan(0);
      // Node's own flag: an enabled storage keeps async hooks on for every promise.
      const enabled = () => storages.filter((s) => (s as unknown as { enabled: boolean }).enabled);
      expect(enabled()).toEqual([]);
      expect((await logIn(app, emails[0]!)).statusCode).toBe(200);
      expect(enabled()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
