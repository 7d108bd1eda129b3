import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ensurePlatformAdmin } from '../../auth/platform-admin.ts';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../db/database.ts';
import { cookieFrom, logIn } from '../../test/session.ts';

// What the people tabs' API tests share: the platform admin's session and a GET as them.

export async function platformAdminCookie(app: FastifyInstance) {
  await ensurePlatformAdmin(
    { db: app.database.db, auth: app.auth, clock: app.clock },
    { email: 'ops@agrovoo.com.br', password: 'Admin#Forte2026' },
  );
  return cookieFrom(await logIn(app, 'ops@agrovoo.com.br', 'Admin#Forte2026'));
}

export const getAs = (app: FastifyInstance, cookie: string | undefined, url: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Sets a company's fields as a platform admin would (the subscription, the active flag). */
export const setCompany = (db: Db, id: string, patch: Partial<typeof companies.$inferInsert>) =>
  db.update(companies).set(patch).where(eq(companies.id, id));
