import { and, eq, getTableName, max, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { retryOnUniqueViolation } from './errors.ts';

/** A table numbered per company and year, unique on (company_id, ano, sequencia). */
export type NumberedTable = PgTable & { company_id: PgColumn; ano: PgColumn; sequencia: PgColumn };

/**
 * A numbered row's number as one selected field (`numero: numberOf(operations)`), read with
 * `documentNumber`; null through a left join that found nothing.
 */
export const numberOf = <T extends NumberedTable>(table: T) => ({
  ano: table.ano as T['ano'],
  sequencia: table.sequencia as T['sequencia'],
});

/** What a numbered row is written with: its company, number and author. */
export type NumberedRow = {
  company_id: string;
  ano: number;
  sequencia: number;
  created_by: string;
};

/**
 * Writes a row numbered per company and year ('2026/0042', `documentNumber`): the year is the
 * one of `day` ('YYYY-MM-DD'); `write` gets the columns of the year's next number and inserts
 * with them, in a transaction (a savepoint inside another). The company's numbering of that
 * table and year is locked until the transaction ends (an advisory lock), so rows numbered at
 * the same moment take their numbers one after the other: without it, on PostgreSQL each
 * would read the same highest number while the others' rows are uncommitted, and a few
 * retries were not enough under load (a 500). The unique `constraint` still backs it: a row
 * numbered elsewhere is written again with the next number.
 */
export function insertNumbered<T>(
  db: Db,
  { table, constraint }: { table: NumberedTable; constraint: string },
  author: { companyId: string; userId: string },
  day: string,
  write: (tx: Db, row: NumberedRow) => Promise<T>,
): Promise<T> {
  const ano = Number(day.slice(0, 4));
  const { companyId } = author;
  return retryOnUniqueViolation(constraint, () =>
    db.transaction(async (tx) => {
      const key = `${getTableName(table)}:${companyId}:${ano}`;
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      const [last] = await tx
        .select({ value: max(table.sequencia) })
        .from(table)
        .where(and(eq(table.company_id, companyId), eq(table.ano, ano)));
      const sequencia = Number(last?.value ?? 0) + 1;
      return write(tx, { company_id: companyId, ano, sequencia, created_by: author.userId });
    }),
  );
}
