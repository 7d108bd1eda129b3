import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { expiresSoon } from '../../domain/stock/alerts.ts';
import type { StockLot } from '../../domain/stock/response-contracts.ts';
import { valueCents } from '../../domain/stock/valuation.ts';
import { FUEL_LABELS, type Fuel } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import { products, stockEntries, stockLots, stockSuppliers } from '../db/schema/index.ts';

/** An item's name: the product's commercial name or the fuel's label. */
export const itemName = (produto: string | null, combustivel: Fuel | null) =>
  produto ?? (combustivel ? FUEL_LABELS[combustivel] : '—');

/**
 * Lots as the API answers them (`where` picks them; only those that hold something unless
 * `withEmpty`), first-expiring first, with their entry's NF and supplier, value and expiry.
 */
export async function lotsWhere(
  db: Db,
  today: string,
  where: SQL | undefined,
  options: { withEmpty?: boolean } = {},
): Promise<StockLot[]> {
  const rows = await db
    .select({
      lot: stockLots,
      produto: products.nome_comercial,
      nf_numero: stockEntries.nf_numero,
      fornecedor: stockSuppliers.nome,
    })
    .from(stockLots)
    .innerJoin(stockEntries, eq(stockEntries.id, stockLots.entry_id))
    .innerJoin(stockSuppliers, eq(stockSuppliers.id, stockEntries.supplier_id))
    .leftJoin(products, eq(products.id, stockLots.product_id))
    .where(and(where, options.withEmpty ? undefined : gt(stockLots.saldo, 0)))
    .orderBy(sql`${stockLots.validade} asc nulls last`, asc(stockLots.id));
  return rows.map(({ lot, produto, nf_numero, fornecedor }) => ({
    id: lot.id,
    product_id: lot.product_id,
    combustivel: lot.combustivel,
    nome: itemName(produto, lot.combustivel),
    unidade: lot.unidade,
    lote: lot.lote,
    fabricacao: lot.fabricacao,
    validade: lot.validade,
    quantidade_inicial: lot.quantidade_inicial,
    saldo: lot.saldo,
    custo_unitario_cents: lot.custo_unitario_cents,
    valor_cents: valueCents(lot.saldo, lot.custo_unitario_cents),
    entry_id: lot.entry_id,
    nf_numero,
    fornecedor,
    vencido: lot.validade !== null && lot.validade < today,
    vencendo: expiresSoon(lot.validade, today) && !(lot.validade! < today),
  }));
}
