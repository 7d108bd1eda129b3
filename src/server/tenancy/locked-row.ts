import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

/**
 * The company's row of `table` with this `id`, locked for the rest of the transaction (a second
 * writer of the same row waits); 404 when the company has none (row-level security hides the
 * others').
 */
export async function lockedRow<T extends PgTable & { id: PgColumn }>(
  tx: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect']> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  // `select()` of the table as given: its row, which the generic cannot name.
  return row as T['$inferSelect'];
}
