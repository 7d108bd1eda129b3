import { and, eq, max } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';
import { retryOnUniqueViolation } from './errors.ts';

/** A table numbered per company and year, unique on (company_id, ano, sequencia). */
export type NumberedTable = PgTable & { company_id: PgColumn; ano: PgColumn; sequencia: PgColumn };

/**
 * Writes a row numbered per company and year ('2026/0042', `documentNumber`): `write` gets the
 * year's next sequence and inserts with it, in a transaction (a savepoint inside another).
 * Two rows numbered at the same moment take the same number; the unique `constraint` refuses
 * the second, which is written again with the next one.
 */
export function insertNumbered<T>(
  db: Db,
  numbering: { table: NumberedTable; constraint: string; companyId: string; ano: number },
  write: (tx: Db, sequencia: number) => Promise<T>,
): Promise<T> {
  const { table, constraint, companyId, ano } = numbering;
  return retryOnUniqueViolation(constraint, () =>
    db.transaction(async (tx) => {
      const [last] = await tx
        .select({ value: max(table.sequencia) })
        .from(table)
        .where(and(eq(table.company_id, companyId), eq(table.ano, ano)));
      return write(tx, Number(last?.value ?? 0) + 1);
    }),
  );
}
