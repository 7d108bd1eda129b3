import type { FastifyInstance } from 'fastify';
import { ensurePlatformAdmin } from '../../auth/platform-admin.ts';
import { cookieFrom, logIn } from '../../test/session.ts';

// What the company tools' API tests share: the platform admin's session and a call as anyone.

export async function adminCookie(app: FastifyInstance) {
  await ensurePlatformAdmin(
    { db: app.database.db, auth: app.auth, clock: app.clock },
    { email: 'ops@agrovoo.com.br', password: 'Admin#Forte2026' },
  );
  return cookieFrom(await logIn(app, 'ops@agrovoo.com.br', 'Admin#Forte2026'));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A request with the session `cookie` (none: a visitor). */
export const callAs = (
  app: FastifyInstance,
  cookie: string | undefined,
  method: Method,
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
