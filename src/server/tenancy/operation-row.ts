import type { Db } from '../db/database.ts';
import { operations } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { seesFlight, type Actor } from './actor.ts';
import { foundRow } from './locked-row.ts';

/**
 * The operation of the company (404 otherwise); a pilot only their own flights (403). Every area
 * that acts on a flight (operations, its fuel in stock, the agenda) finds it here.
 */
export async function findOperation(
  db: Db,
  actor: Pick<Actor, 'role' | 'pilotIds'>,
  id: string,
): Promise<typeof operations.$inferSelect> {
  const row = await foundRow(db, operations, id);
  if (!seesFlight(actor, row.pilot_id)) throw new AppError('FORBIDDEN');
  return row;
}
