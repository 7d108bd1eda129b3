import { describe, expect, it } from 'vitest';
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
