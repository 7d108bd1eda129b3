import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/database.ts';
import { AppError } from '../platform/app-error.ts';

type TableWithId = PgTable & { id: PgColumn };

const byId = (tx: Db, table: TableWithId, id: string) =>
  tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));

/** The row found, typed by the caller (a generic table's select cannot name it); 404 for none. */
function found<Row>(rows: unknown[]): Row {
  const [row] = rows;
  if (!row) throw new AppError('NOT_FOUND');
  return row as Row;
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
  return found<T['$inferSelect']>(await byId(tx, table, id));
}

/** `columns` of the company's row of `table` with this `id`; 404 when the company has none. */
export async function foundColumns<F extends SelectedFields>(
  tx: Db,
  table: TableWithId,
  id: string,
  columns: F,
): Promise<SelectResultFields<F>> {
  return found<SelectResultFields<F>>(
    await tx
      .select(columns as SelectedFields)
      .from(table as PgTable)
      .where(eq(table.id, id)),
  );
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
  return found<T['$inferSelect']>(await byId(tx, table, id).for('update'));
}
