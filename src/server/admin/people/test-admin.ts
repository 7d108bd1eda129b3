import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../db/database.ts';

// What the people tabs' API tests share: a GET as someone, and a company set as an admin would.

export const getAs = (app: FastifyInstance, cookie: string | undefined, url: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** Sets a company's fields as a platform admin would (the subscription, the active flag). */
export const setCompany = (db: Db, id: string, patch: Partial<typeof companies.$inferInsert>) =>
  db.update(companies).set(patch).where(eq(companies.id, id));
