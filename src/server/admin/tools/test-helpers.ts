import type { FastifyInstance } from 'fastify';
import { ensurePlatformAdmin } from '../../auth/platform-admin.ts';
import { cookieFrom, logIn } from '../../test/session.ts';

export const ADMIN_LOGIN = { email: 'ops@agrovoo.com.br', password: 'Admin#Forte2026' };

/** The platform admin's session cookie (the admin is created on first use). */
export async function adminCookie(app: FastifyInstance) {
  await ensurePlatformAdmin({ db: app.database.db, auth: app.auth, clock: app.clock }, ADMIN_LOGIN);
  return cookieFrom(await logIn(app, ADMIN_LOGIN.email, ADMIN_LOGIN.password));
}

export const postAs = (
  app: FastifyInstance,
  cookie: string | undefined,
  url: string,
  payload?: object,
) =>
  app.inject({
    method: 'POST',
    url,
    ...(payload && { payload }),
    headers: cookie ? { cookie } : {},
  });
