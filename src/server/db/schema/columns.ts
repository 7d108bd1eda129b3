import { getTableName } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
  index,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** Shared column builders: every id a random uuid, every time a timestamptz. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** A time the database sets to now when the row is written. */
export const atNow = (name: string) => at(name).notNull().defaultNow();
export const createdAt = () => atNow('created_at');
export const updatedAt = () => atNow('updated_at').$onUpdate(() => new Date());
/** When a row was created and last changed. */
export const timestamps = () => ({ created_at: createdAt(), updated_at: updatedAt() });

/** A bank account as typed: its bank, its branch and its number (no format is imposed). */
export const bankDetails = () => ({
  banco: text('banco'),
  agencia: text('agencia'),
  conta: text('conta'),
});

/** A file's bytes kept in the row (`bytea`), read as a Buffer on PGlite and node-postgres alike. */
export const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A calendar day, read and written as 'YYYY-MM-DD'. */
export const day = (name: string) => date(name, { mode: 'string' });
/** Money in whole centavos, read as a number (a bigint: a year's sums stay exact). */
export const cents = (name: string) => bigint(name, { mode: 'number' });
/** An exact decimal, read as a number. */
export const decimal = (name: string, precision: number, scale: number) =>
  numeric(name, { precision, scale, mode: 'number' });

/** The row this row belongs to: required, and deleting it deletes this row. */
export const parentId = (name: string, column: () => AnyPgColumn) =>
  uuid(name).notNull().references(column, { onDelete: 'cascade' });
/** A register this row refers to: it cannot be deleted while referred (archive it). */
export const registerId = (name: string, column: () => AnyPgColumn) =>
  uuid(name).references(column, { onDelete: 'restrict' });

/** An index named after its table and first column: '<table>_<column>_idx'. */
export const indexOn = (column: AnyPgColumn, ...more: AnyPgColumn[]) =>
  index(`${getTableName(column.table)}_${column.name}_idx`).on(column, ...more);

/**
 * A log, only added to and read newest first: an id, the columns, and when the row was written,
 * indexed (then by the columns named in `alsoIndexed`).
 */
export const logTable = <C extends Record<string, PgColumnBuilderBase>>(
  name: string,
  columns: C,
  ...alsoIndexed: (keyof C & string)[]
) =>
  pgTable(name, { id: id(), ...columns, created_at: createdAt() }, (t) => [
    indexOn(t.created_at, ...alsoIndexed.map((column) => t[column] as AnyPgColumn)),
  ]);
