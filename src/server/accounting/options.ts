import { asc, isNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AccountingOptions } from '../../domain/accounting/response-contracts.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  bankAccounts,
  clients,
  financeCategories,
  stockSuppliers,
} from '../db/schema/index.ts';

/**
 * A picker's `fields` of the rows of `table` nobody archived, by `name` (the result typed from
 * `fields`, which a select over a generic table cannot infer).
 */
const active = <F extends SelectedFields>(
  db: Db,
  table: PgTable & { archived_at: AnyPgColumn },
  fields: F,
  name: AnyPgColumn,
) =>
  db
    .select(fields as SelectedFields)
    .from(table)
    .where(isNull(table.archived_at))
    .orderBy(asc(name)) as Promise<SelectResultFields<F>[]>;

/** The pickers of the accounting forms: what is active, by name (aircraft by registration). */
export async function accountingOptions(db: Db): Promise<AccountingOptions> {
  const [categorias, contas, clientes, fornecedores, aeronaves] = await Promise.all([
    active(
      db,
      financeCategories,
      { id: financeCategories.id, nome: financeCategories.nome, tipo: financeCategories.tipo },
      financeCategories.nome,
    ),
    active(db, bankAccounts, { id: bankAccounts.id, nome: bankAccounts.nome }, bankAccounts.nome),
    active(db, clients, { id: clients.id, nome: clients.nome }, clients.nome),
    // Suppliers are not archived (the table has no such column): all of them.
    db
      .select({ id: stockSuppliers.id, nome: stockSuppliers.nome })
      .from(stockSuppliers)
      .orderBy(asc(stockSuppliers.nome)),
    active(db, aircraft, { id: aircraft.id, nome: aircraft.prefixo }, aircraft.prefixo),
  ]);
  return { categorias, contas, clientes, fornecedores, aeronaves };
}
