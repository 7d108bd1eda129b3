import { comparePtBr } from '../../domain/format.ts';
import { expiresSoonOn, isLow } from '../../domain/stock/alerts.ts';
import type { BalancesQuery } from '../../domain/stock/contracts.ts';
import { matchKey } from '../../domain/stock/nfe.ts';
import type { StockBalances } from '../../domain/stock/response-contracts.ts';
import { averageOf } from '../../domain/stock/valuation.ts';
import { FUEL_LABELS, type Fuel } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import { balanceItems, pageLots, type BalanceItem } from './balance-items.ts';
import { stockLotOn } from './lot-rows.ts';

/** Items a page of balances shows. */
export const BALANCES_PAGE_SIZE = 20;

type Item = { product_id: string | null; combustivel: Fuel | null };

const keyOf = (item: Item) => item.product_id ?? `fuel:${item.combustivel}`;

/**
 * A page of stock items with their balances, valued at weighted average cost: products with
 * lots or settings, and the fuels that have either. Filters: kind, product class, low (at or
 * below the minimum), expiring (a lot expired or expiring within 30 days), a name (without
 * accents or case). Every item is weighed from its lots' sums, read one row an item
 * (`balanceItems`), by the domain's rules; only the page's items bring their lots in full (FEFO
 * order). `page: false` answers every matching item (the XLSX export).
 */
export async function loadBalances(
  db: Db,
  today: string,
  query: BalancesQuery,
  { page = true } = {},
): Promise<StockBalances> {
  const busca = query.busca ? matchKey(query.busca) : '';
  const expiresSoon = expiresSoonOn(today);
  const matching = (await balanceItems(db))
    .map((item) => balanceOf(item, expiresSoon))
    .filter(
      (item) =>
        (!query.tipo || item.tipo === query.tipo) &&
        (!query.classe || item.classe === query.classe) &&
        (!query.baixo || item.baixo) &&
        (!query.vencendo || item.expiring) &&
        (!busca || matchKey(item.nome).includes(busca)),
    )
    .sort((a, b) => a.tipo.localeCompare(b.tipo) || comparePtBr(a.nome, b.nome));
  const shown = page
    ? matching.slice((query.pagina - 1) * BALANCES_PAGE_SIZE, query.pagina * BALANCES_PAGE_SIZE)
    : matching;
  const lotsOf = await lotsOfItems(db, today, shown);
  return {
    itens: shown.map(({ expiring: _, ...item }) => ({ ...item, lotes: lotsOf(item) })),
    total: matching.length,
    pageSize: page ? BALANCES_PAGE_SIZE : matching.length,
    valor_total_cents: matching.reduce((sum, item) => sum + item.valor_cents, 0),
  };
}

/** An item's balance: the domain's average of its sums, its minimum and whether it expires. */
function balanceOf(item: BalanceItem, expiresSoon: (validade: string | null) => boolean) {
  const valued = averageOf({ quantity: item.quantity ?? 0, value: item.value ?? 0 });
  const fuel = item.combustivel;
  return {
    tipo: fuel ? ('combustivel' as const) : ('produto' as const),
    product_id: item.product_id,
    combustivel: fuel,
    nome: fuel ? FUEL_LABELS[fuel] : item.nome!,
    classe: fuel ? null : item.classe,
    unidade: fuel ? ('L' as const) : item.unidade!,
    ...valued,
    minimo: item.minimo,
    embalagem_tipo: item.embalagem_tipo,
    embalagem_capacidade: item.embalagem_capacidade,
    baixo: isLow(valued.quantidade, item.minimo),
    expiring: expiresSoon(item.validade),
  };
}

/** The lots in stock of the given items, as the API answers them, by item (FEFO order). */
async function lotsOfItems(db: Db, today: string, items: Item[]) {
  const productIds = items.flatMap((item) => (item.product_id ? [item.product_id] : []));
  const fuels = items.flatMap((item) => (item.combustivel ? [item.combustivel] : []));
  const lots =
    items.length === 0 ? [] : (await pageLots(db, productIds, fuels)).map(stockLotOn(today));
  const lotsOf = byItem(lots);
  return (item: Item) => lotsOf.get(keyOf(item)) ?? [];
}

/** Rows by the item they belong to. */
function byItem<T extends Item>(rows: T[]) {
  const grouped = new Map<string, T[]>();
  for (const row of rows) {
    const list = grouped.get(keyOf(row));
    if (list) list.push(row);
    else grouped.set(keyOf(row), [row]);
  }
  return grouped;
}
