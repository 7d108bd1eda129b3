import { sql, type SQL } from 'drizzle-orm';
import type { PRODUCT_CLASSES, ProductUnit } from '../../domain/registers/values.ts';
import type { Fuel, PackageType } from '../../domain/stock/values.ts';
import { queryKeptRows, statementOf, type Db } from '../db/database.ts';
import type { PageWindow } from '../db/page.ts';
import {
  products,
  stockEntries,
  stockLots,
  stockSettings,
  stockSuppliers,
} from '../db/schema/index.ts';
import type { LotRow } from './lot-rows.ts';

/**
 * The sums the domain's weighted average is made of (`StockSums` of
 * `src/domain/stock/valuation.ts`), over the lots in stock of a `group by`: the quantity and
 * Σ saldo × unit cost, unrounded; `averageOf` rounds them. Its agreement with `weightedAverage`
 * is tested on a table of lots (`balance-items.test.ts`).
 */
export const lotSums = sql`sum(saldo)::float8 as quantity,
  sum(saldo * custo_unitario_cents)::float8 as value`;

/** A stock item as the balances weigh it: its lots' sums and first expiry, and its settings. */
export type BalanceItem = {
  product_id: string | null;
  combustivel: Fuel | null;
  nome: string | null;
  classe: (typeof PRODUCT_CLASSES)[number] | null;
  unidade: ProductUnit | null;
  /** Null when it has settings but no lot in stock. */
  quantity: number | null;
  value: number | null;
  /** The earliest expiry among its lots in stock ('YYYY-MM-DD'). */
  validade: string | null;
  /** How many of its lots hold something. */
  lotes: number;
  minimo: number | null;
  embalagem_tipo: PackageType | null;
  embalagem_capacidade: number | null;
};

/**
 * One row per item with a lot in stock or settings (products and fuels): the lots summed in
 * the database, so the server reads one row an item instead of every lot (issue 43 item 5).
 */
const itemsStatement = statementOf(sql`with sums as (
    select product_id, combustivel, ${lotSums},
      to_char(min(validade), 'YYYY-MM-DD') as validade, count(*)::int as lotes
    from ${stockLots} where saldo > 0 group by product_id, combustivel
  ), items as (
    select coalesce(s.product_id, t.product_id) as product_id,
      coalesce(s.combustivel, t.combustivel) as combustivel,
      s.quantity, s.value, s.validade, coalesce(s.lotes, 0) as lotes, t.minimo::float8 as minimo, t.embalagem_tipo,
      t.embalagem_capacidade::float8 as embalagem_capacidade
    from sums s full join ${stockSettings} t
      on coalesce(t.product_id::text, t.combustivel::text)
        = coalesce(s.product_id::text, s.combustivel::text)
  )
  select i.*, p.nome_comercial as nome, p.classe, p.unidade
  from items i left join ${products} p on p.id = i.product_id`);

/** Every stock item with its sums and settings (`BalanceItem`), in no particular order. */
export const balanceItems = (db: Db) => queryKeptRows<BalanceItem>(db, itemsStatement, {});

/** The lots `l` in stock of the items `products` (ids) and `fuels` name. */
const itemsLots = sql`l.saldo > 0 and (l.product_id = any(${sql.placeholder('products')}::uuid[])
    or l.combustivel::text = any(${sql.placeholder('fuels')}::text[]))`;

/**
 * The lots in stock of some items (`itemsLots`), first-expiring first, with their product's name
 * and entry's NF, a window of them (`limit` null: all), each row with `extra`'s columns: one kept
 * statement whose text does not change with the items or the page.
 */
const lotsStatement = (extra: SQL) =>
  statementOf(sql`select l.id, l.product_id, l.combustivel, l.unidade,
    l.lote, to_char(l.fabricacao, 'YYYY-MM-DD') as fabricacao,
    to_char(l.validade, 'YYYY-MM-DD') as validade,
    l.quantidade_inicial::float8 as quantidade_inicial, l.saldo::float8 as saldo,
    l.custo_unitario_cents, l.entry_id, p.nome_comercial as produto, e.nf_numero,
    f.nome as fornecedor${extra}
  from ${stockLots} l
  join ${stockEntries} e on e.id = l.entry_id
  join ${stockSuppliers} f on f.id = e.supplier_id
  left join ${products} p on p.id = l.product_id
  where ${itemsLots}
  order by l.validade asc nulls last, l.id asc
  limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}`);
const allLots = lotsStatement(sql``);
/** A page of lots, each row with how many lots the items have in all (counted before the window). */
const pagedLots = lotsStatement(sql`, count(*) over ()::int as total`);

const lotCountStatement = statementOf(
  sql`select count(*)::int as value from ${stockLots} l where ${itemsLots}`,
);

/** The items a lot list is of: products by id and fuels. */
export type LotItems = { productIds: string[]; fuels: Fuel[] };

/** The lots in stock of the given products and fuels, as flat rows in FEFO order. */
export const itemLots = (db: Db, { productIds, fuels }: LotItems) =>
  queryKeptRows<LotRow>(db, allLots, { products: productIds, fuels, limit: null, offset: 0 });

/** How many lots in stock the given products and fuels have. */
export const lotCount = async (db: Db, { productIds, fuels }: LotItems) =>
  (
    await queryKeptRows<{ value: number }>(db, lotCountStatement, { products: productIds, fuels })
  )[0]!.value;

/**
 * The `page` window of the lots in stock of the given products and fuels (flat rows in FEFO
 * order) and how many there are in all, in one statement (each row counts them); a window past
 * the last lot (no row to carry the count) counts them apart.
 */
export async function itemLotPage(db: Db, items: LotItems, { limit, offset }: PageWindow) {
  const rows = await queryKeptRows<LotRow & { total: number }>(db, pagedLots, {
    products: items.productIds,
    fuels: items.fuels,
    limit,
    offset,
  });
  const total = rows[0]?.total ?? (offset === 0 ? 0 : await lotCount(db, items));
  return { rows, total };
}
