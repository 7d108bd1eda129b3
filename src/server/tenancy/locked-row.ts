import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';

type TableWithId = PgTable & { id: PgColumn };

const byId = (tx: Db, table: TableWithId, id: string) =>
  tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));

/** The row found, as its table's row (which the generic cannot name); 404 when there is none. */
function found<T extends TableWithId>(rows: unknown[]): T['$inferSelect'] {
  const [row] = rows;
  if (!row) throw new AppError('NOT_FOUND');
  return row as T['$inferSelect'];
}

/**
 * The company's row of `table` with this `id`; 404 when the company has none (row-level
 * security hides the others').
 */
export async function foundRow<T extends TableWithId>(
  tx: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect']> {
  return found<T>(await byId(tx, table, id));
}

/**
 * The company's row of `table` with this `id`, locked for the rest of the transaction (a second
 * writer of the same row waits); 404 when the company has none.
 */
export async function lockedRow<T extends TableWithId>(
  tx: Db,
  table: T,
  id: string,
): Promise<T['$inferSelect']> {
  return found<T>(await byId(tx, table, id).for('update'));
}
