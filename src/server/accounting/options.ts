import { asc, isNull } from 'drizzle-orm';
import type { AccountingOptions } from '../../domain/accounting/response-contracts.ts';
import type { Db } from '../db/database.ts';
import {
  aircraft,
  bankAccounts,
  clients,
  financeCategories,
  stockSuppliers,
} from '../db/schema/index.ts';

/** The pickers of the accounting forms: what is active, by name (aircraft by registration). */
export async function accountingOptions(db: Db): Promise<AccountingOptions> {
  const [categorias, contas, clientes, fornecedores, aeronaves] = await Promise.all([
    db
      .select({
        id: financeCategories.id,
        nome: financeCategories.nome,
        tipo: financeCategories.tipo,
      })
      .from(financeCategories)
      .where(isNull(financeCategories.archived_at))
      .orderBy(asc(financeCategories.nome)),
    db
      .select({ id: bankAccounts.id, nome: bankAccounts.nome })
      .from(bankAccounts)
      .where(isNull(bankAccounts.archived_at))
      .orderBy(asc(bankAccounts.nome)),
    db
      .select({ id: clients.id, nome: clients.nome })
      .from(clients)
      .where(isNull(clients.archived_at))
      .orderBy(asc(clients.nome)),
    db
      .select({ id: stockSuppliers.id, nome: stockSuppliers.nome })
      .from(stockSuppliers)
      .orderBy(asc(stockSuppliers.nome)),
    db
      .select({ id: aircraft.id, nome: aircraft.prefixo })
      .from(aircraft)
      .where(isNull(aircraft.archived_at))
      .orderBy(asc(aircraft.prefixo)),
  ]);
  return { categorias, contas, clientes, fornecedores, aeronaves };
}
