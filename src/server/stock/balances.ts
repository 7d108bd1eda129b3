import { comparePtBr } from '../../domain/format.ts';
import { expiresSoonOn, isLow } from '../../domain/stock/alerts.ts';
import type { BalancesQuery } from '../../domain/stock/contracts.ts';
import { matchKey } from '../../domain/stock/nfe.ts';
import type {
  StockBalance,
  StockBalances,
  StockLotPage,
} from '../../domain/stock/response-contracts.ts';
import { averageOf } from '../../domain/stock/valuation.ts';
import { FUEL_LABELS, type Fuel } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import { pageWindow } from '../db/page.ts';
import {
  balanceItems,
  itemLotPage,
  itemLots,
  type BalanceItem,
  type LotItems,
} from './balance-items.ts';
import { firstInOrder } from './first-in-order.ts';
import { stockLotOn } from './lot-rows.ts';

/** Items a page of balances shows. */
export const BALANCES_PAGE_SIZE = 20;

type Item = { product_id: string | null; combustivel: Fuel | null };

const keyOf = (item: Item) => item.product_id ?? `fuel:${item.combustivel}`;

/** The balances' order: the fuels first, then the products, each by name as pt-BR sorts it. */
const inOrder = (a: StockBalance, b: StockBalance) =>
  a.tipo.localeCompare(b.tipo) || comparePtBr(a.nome, b.nome);

/** Lots a page of one item's lots shows. */
export const LOTS_PAGE_SIZE = 20;

/**
 * A page of stock items with their balances, valued at weighted average cost: products with
 * lots or settings, and the fuels that have either. Filters: kind, product class, low (at or
 * below the minimum), expiring (a lot expired or expiring within 30 days), a name (without
 * accents or case). Every item is weighed from its lots' sums, read one row an item
 * (`balanceItems`), by the domain's rules; its lots are read when it is opened (`lotPage`).
 * `page: false` answers every matching item (the XLSX export).
 */
export async function loadBalances(
  db: Db,
  today: string,
  query: BalancesQuery,
  { page = true } = {},
): Promise<StockBalances> {
  const busca = query.busca ? matchKey(query.busca) : '';
  const matching = (await balanceItems(db))
    .map(balanceOn(today))
    .filter(
      (item) =>
        (!query.tipo || item.tipo === query.tipo) &&
        (!query.classe || item.classe === query.classe) &&
        (!query.baixo || item.baixo) &&
        (!query.vencendo || item.vencido || item.vencendo) &&
        (!busca || matchKey(item.nome).includes(busca)),
    );
  // A page sorts only what it needs: the items up to its last (the export sorts them all).
  const itens = page
    ? firstInOrder(matching, query.pagina * BALANCES_PAGE_SIZE, inOrder).slice(
        (query.pagina - 1) * BALANCES_PAGE_SIZE,
      )
    : matching.sort(inOrder);
  return {
    itens,
    total: matching.length,
    pageSize: page ? BALANCES_PAGE_SIZE : matching.length,
    valor_total_cents: matching.reduce((sum, item) => sum + item.valor_cents, 0),
  };
}

/** An item's balance on `today`: the domain's average of its sums, its minimum, its expiry. */
function balanceOn(today: string) {
  const expiresSoon = expiresSoonOn(today);
  return (item: BalanceItem): StockBalance => {
    const { quantidade, valor_cents, custo_medio_cents } = averageOf({
      quantity: item.quantity ?? 0,
      value: item.value ?? 0,
    });
    const fuel = item.combustivel;
    const vencido = item.validade !== null && item.validade < today;
    return {
      tipo: fuel ? 'combustivel' : 'produto',
      product_id: item.product_id,
      combustivel: fuel,
      nome: fuel ? FUEL_LABELS[fuel] : item.nome!,
      classe: fuel ? null : item.classe,
      unidade: fuel ? 'L' : item.unidade!,
      quantidade,
      valor_cents,
      custo_medio_cents,
      minimo: item.minimo,
      embalagem_tipo: item.embalagem_tipo,
      embalagem_capacidade: item.embalagem_capacidade,
      baixo: isLow(quantidade, item.minimo),
      num_lotes: item.lotes,
      vencido,
      vencendo: !vencido && expiresSoon(item.validade),
    };
  };
}

/** The lot list's items: one product or fuel, or every item of a list. */
const lotItems = (items: Item[]): LotItems => ({
  productIds: items.flatMap((item) => (item.product_id ? [item.product_id] : [])),
  fuels: items.flatMap((item) => (item.combustivel ? [item.combustivel] : [])),
});

/** A page of one product's or fuel's lots in stock, first to expire first (20 a page). */
export async function lotPage(
  db: Db,
  today: string,
  item: Item,
  pagina: number,
): Promise<StockLotPage> {
  const window = pageWindow(pagina, LOTS_PAGE_SIZE);
  const { rows, total } = await itemLotPage(db, lotItems([item]), window);
  return { lotes: rows.map(stockLotOn(today)), total, pageSize: LOTS_PAGE_SIZE };
}

/** Every matching item's balance with all its lots in stock (FEFO order): the XLSX export. */
export async function balancesWithLots(db: Db, today: string, query: BalancesQuery) {
  const { itens } = await loadBalances(db, today, query, { page: false });
  const lots = itens.length === 0 ? [] : await itemLots(db, lotItems(itens));
  const lotsOf = byItem(lots.map(stockLotOn(today)));
  return itens.map((item) => ({ ...item, lotes: lotsOf.get(keyOf(item)) ?? [] }));
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
