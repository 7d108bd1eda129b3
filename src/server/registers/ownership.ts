import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { properties } from '../db/schema/index.ts';

/** A register table: every row has an id and the company it belongs to. */
export type RegisterTable = PgTable & { id: AnyPgColumn; company_id: AnyPgColumn };

/** The ids among `ids` that are the company's own rows of `table` (another company's are not). */
export async function ownedIds(
  db: Db,
  table: RegisterTable,
  companyId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.company_id, companyId)));
  return new Set(rows.map((row) => row.id as string));
}

/** Whether `id` is one of the company's own rows of `table`. */
export const owns = async (db: Db, table: RegisterTable, companyId: string, id: string) =>
  (await ownedIds(db, table, companyId, [id])).has(id);

/**
 * What is wrong with a property chosen for a client, if anything: not the company's, or a farm
 * of another client (`clientWord`: how the screen calls the client, 'contratante' or 'cliente').
 */
export async function propertyProblem(
  db: Db,
  companyId: string,
  propertyId: string,
  clientId: string,
  clientWord: 'contratante' | 'cliente',
): Promise<string | null> {
  const [property] = await db
    .select({ client_id: properties.client_id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.company_id, companyId)));
  if (!property) return 'Propriedade não encontrada.';
  if (property.client_id !== clientId)
    return `A propriedade não pertence ao ${clientWord} escolhido.`;
  return null;
}
