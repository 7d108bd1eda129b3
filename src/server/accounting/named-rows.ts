import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { foundColumns } from '../tenancy/locked-row.ts';
import { changesOf, uniqueName } from './unique-name.ts';

/** An accounting settings table: the company's rows, named uniquely, archived and not deleted. */
type NamedTable = PgTable & { id: AnyPgColumn; archived_at: AnyPgColumn };

/**
 * What the accounting settings lists (accounts, categories) read and write alike: one row as
 * `columns`, 404 when the company has none; adding a row and changing or archiving one, 409 with
 * the caller's message when the name is taken (the unique index `constraint`). The writes are
 * typed from `T`, which the generic table cannot check.
 */
export function namedRows<T extends NamedTable, F extends SelectedFields>(
  table: T,
  columns: F,
  constraint: string,
) {
  return {
    /** One row of the company as `columns`; 404 for none. */
    find: (db: Db, id: string) => foundColumns(db, table, id, columns),

    /** Adds a row to the company: its id. */
    async create(
      tx: Db,
      companyId: string,
      input: Omit<T['$inferInsert'], 'company_id'>,
      duplicate: string,
    ): Promise<string> {
      const values = { ...input, company_id: companyId } as T['$inferInsert'];
      const [row] = await uniqueName(constraint, duplicate, () =>
        tx
          .insert(table as PgTable)
          .values(values)
          .returning({ id: table.id }),
      );
      return row!.id as string;
    },

    /**
     * Sets the fields given, and archives (at `now`) or brings back the row when `arquivada` is
     * given.
     */
    async update(
      tx: Db,
      id: string,
      { arquivada, ...changes }: Partial<T['$inferInsert']> & { arquivada?: boolean },
      duplicate: string,
      now: Date,
    ): Promise<void> {
      const set = changesOf(changes, arquivada, now);
      if (!set) return;
      await uniqueName(constraint, duplicate, () =>
        tx
          .update(table as PgTable)
          .set(set)
          .where(eq(table.id, id)),
      );
    },
  };
}
