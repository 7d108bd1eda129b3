import type { EntryInput } from '../../domain/stock/contracts.ts';
import type { Db } from '../db/database.ts';
import type { stockEntries } from '../db/schema/index.ts';
import { categoryOf, createTitle, type Writer } from './title-writes.ts';

/**
 * Rule 4 (decision 014): a stock entry is one payable to its supplier, written in the entry's
 * transaction: the NF's total, filed under 'combustivel' when every line is fuel and under
 * 'insumos' otherwise, due on the NF's duplicatas (`vencimentos`, which sum to the total) or,
 * without them, in one installment on the NF's date — an NF-e without duplicatas is paid on
 * delivery. Once per entry: a partial unique index on `stock_entry_id` while active.
 */
export async function billStockEntry(
  tx: Db,
  by: Writer,
  entry: typeof stockEntries.$inferSelect,
  input: Pick<EntryInput, 'fornecedor' | 'linhas' | 'vencimentos'>,
) {
  if (entry.total_cents <= 0) return; // samples at no cost: nothing to pay
  const allFuel = input.linhas.every((line) => line.combustivel !== null);
  const documento = `NF ${entry.nf_serie}/${entry.nf_numero}`;
  await createTitle(tx, by, {
    lado: 'pagar',
    origem: 'estoque',
    descricao: `${documento} — ${input.fornecedor.nome}`,
    category_id: await categoryOf(tx, by, allFuel ? 'combustivel' : 'insumos'),
    supplier_id: entry.supplier_id,
    documento,
    competencia: entry.nf_data,
    total_cents: entry.total_cents,
    stock_entry_id: entry.id,
    plan: input.vencimentos.length
      ? input.vencimentos.map((line, i) => ({ ...line, numero: i + 1 }))
      : { parcelas: 1, primeiro_vencimento: entry.nf_data },
  });
}
