import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { expiresSoonOn } from '../../domain/stock/alerts.ts';
import type { StockLot } from '../../domain/stock/response-contracts.ts';
import { valueCents } from '../../domain/stock/valuation.ts';
import { FUEL_LABELS, type Fuel } from '../../domain/stock/values.ts';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { products, stockEntries, stockLots, stockSuppliers } from '../db/schema/index.ts';

/** An item's name: the product's commercial name or the fuel's label. */
export const itemName = (produto: string | null, combustivel: Fuel | null) =>
  produto ?? (combustivel ? FUEL_LABELS[combustivel] : '—');

/** The NF an entry came on, read beside a row of that entry (joined by `withEntryNf`). */
export const entryNf = { nf_numero: stockEntries.nf_numero, fornecedor: stockSuppliers.nome };
/** Joins the entry `entryId` names and its supplier, for `entryNf`. */
export const withEntryNf = <Q extends PgSelect>(query: Q, entryId: PgColumn) =>
  query
    .innerJoin(stockEntries, eq(stockEntries.id, entryId))
    .innerJoin(stockSuppliers, eq(stockSuppliers.id, stockEntries.supplier_id));

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
  const rows = await withEntryNf(
    db
      .select({ lot: stockLots, produto: products.nome_comercial, ...entryNf })
      .from(stockLots)
      .$dynamic(),
    stockLots.entry_id,
  )
    .leftJoin(products, eq(products.id, stockLots.product_id))
    .where(and(where, options.withEmpty ? undefined : gt(stockLots.saldo, 0)))
    .orderBy(sql`${stockLots.validade} asc nulls last`, asc(stockLots.id));
  const lotOf = stockLotOn(today);
  return rows.map(({ lot, produto, nf_numero, fornecedor }) =>
    lotOf({ ...lot, produto, nf_numero, fornecedor }),
  );
}

/** A lot's stored figures with its product's name and its entry's NF, as one flat row. */
export type LotRow = Pick<
  typeof stockLots.$inferSelect,
  | 'id'
  | 'product_id'
  | 'combustivel'
  | 'unidade'
  | 'lote'
  | 'fabricacao'
  | 'validade'
  | 'quantidade_inicial'
  | 'saldo'
  | 'custo_unitario_cents'
  | 'entry_id'
> & { produto: string | null; nf_numero: string; fornecedor: string };

/** A lot as the API answers it on `today`: its value and whether it expired or expires soon. */
export function stockLotOn(today: string) {
  const expiresSoon = expiresSoonOn(today);
  return (lot: LotRow): StockLot => ({
    id: lot.id,
    product_id: lot.product_id,
    combustivel: lot.combustivel,
    nome: itemName(lot.produto, lot.combustivel),
    unidade: lot.unidade,
    lote: lot.lote,
    fabricacao: lot.fabricacao,
    validade: lot.validade,
    quantidade_inicial: lot.quantidade_inicial,
    saldo: lot.saldo,
    custo_unitario_cents: lot.custo_unitario_cents,
    valor_cents: valueCents(lot.saldo, lot.custo_unitario_cents),
    entry_id: lot.entry_id,
    nf_numero: lot.nf_numero,
    fornecedor: lot.fornecedor,
    vencido: lot.validade !== null && lot.validade < today,
    vencendo: expiresSoon(lot.validade) && !(lot.validade! < today),
  });
}
