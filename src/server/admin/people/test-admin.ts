import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema/index.ts';
import type { Db } from '../../db/database.ts';

/** Sets a company's fields as a platform admin would (the subscription, the active flag). */
export const setCompany = (db: Db, id: string, patch: Partial<typeof companies.$inferInsert>) =>
  db.update(companies).set(patch).where(eq(companies.id, id));
