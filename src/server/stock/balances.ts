import { and, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { comparePtBr } from '../../domain/format.ts';
import { expiresSoonOn, isLow } from '../../domain/stock/alerts.ts';
import type { BalancesQuery } from '../../domain/stock/contracts.ts';
import { matchKey } from '../../domain/stock/nfe.ts';
import type { StockBalance, StockBalances } from '../../domain/stock/response-contracts.ts';
import { weightedAverage } from '../../domain/stock/valuation.ts';
import { FUEL_LABELS, FUELS, type Fuel } from '../../domain/stock/values.ts';
import { queryRows, type Db } from '../db/database.ts';
import { products, stockLots, stockSettings } from '../db/schema/index.ts';
import { lotsWhere } from './lot-rows.ts';

/** Items a page of balances shows. */
export const BALANCES_PAGE_SIZE = 20;

type Settings = typeof stockSettings.$inferSelect;
type Item = { product_id: string | null; combustivel: Fuel | null };
/** A lot as the balance reads it: only what values it and dates it. */
type LotFigures = Item & { saldo: number; custo_unitario_cents: number; validade: string | null };

const keyOf = (item: Item) => item.product_id ?? `fuel:${item.combustivel}`;

/**
 * A page of stock items with their balances, valued at weighted average cost: products with
 * lots or settings, and the fuels that have either. Filters: kind, product class, low (at or
 * below the minimum), expiring (a lot expired or expiring within 30 days), a name (without
 * accents or case). Every item is weighed from its lots' figures, so the rules stay the
 * domain's; only the page's items bring their lots in full (FEFO order). `page: false` answers
 * every matching item (the XLSX export).
 */
export async function loadBalances(
  db: Db,
  today: string,
  query: BalancesQuery,
  { page = true } = {},
): Promise<StockBalances> {
  // Every lot in stock, only the figures that weigh it, as plain rows (3,000 lots in a few ms).
  const figures = await queryRows<LotFigures>(
    db,
    sql`select product_id, combustivel, saldo::float8 as saldo, custo_unitario_cents,
      to_char(validade, 'YYYY-MM-DD') as validade
    from ${stockLots} where saldo > 0`,
  );
  const settings = await db.select().from(stockSettings);
  // The products with a lot in stock or settings, chosen in the database: their ids as
  // parameters cost the server more than the read (300 ids, issue 43 item 5).
  const catalogue = await db
    .select({
      id: products.id,
      nome: products.nome_comercial,
      classe: products.classe,
      unidade: products.unidade,
    })
    .from(products)
    .where(
      or(
        inArray(
          products.id,
          db.select({ id: stockLots.product_id }).from(stockLots).where(gt(stockLots.saldo, 0)),
        ),
        inArray(products.id, db.select({ id: stockSettings.product_id }).from(stockSettings)),
      ),
    );
  const settingsOf = new Map(settings.map((row) => [keyOf(row), row]));
  const figuresOf = byItem(figures);
  const weigh = (item: Omit<Weighed, 'lots' | 'settings'>) => ({
    ...item,
    lots: figuresOf.get(keyOf(item)) ?? [],
    settings: settingsOf.get(keyOf(item)),
  });
  const busca = query.busca ? matchKey(query.busca) : '';
  const expiresSoon = expiresSoonOn(today);
  const matching = [
    ...catalogue.map(({ id, ...product }) =>
      weigh({ tipo: 'produto', product_id: id, combustivel: null, ...product }),
    ),
    ...FUELS.filter((fuel) => figuresOf.has(`fuel:${fuel}`) || settingsOf.has(`fuel:${fuel}`)).map(
      (fuel) =>
        weigh({
          tipo: 'combustivel',
          product_id: null,
          combustivel: fuel,
          nome: FUEL_LABELS[fuel],
          classe: null,
          unidade: 'L',
        }),
    ),
  ]
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

type Weighed = Item &
  Pick<StockBalance, 'tipo' | 'nome' | 'classe' | 'unidade'> & {
    lots: LotFigures[];
    settings: Settings | undefined;
  };

function balanceOf(
  { lots, settings, ...item }: Weighed,
  expiresSoon: (validade: string | null) => boolean,
) {
  const valued = weightedAverage(lots);
  const minimo = settings?.minimo ?? null;
  return {
    ...item,
    quantidade: valued.quantidade,
    valor_cents: valued.valor_cents,
    custo_medio_cents: valued.custo_medio_cents,
    minimo,
    embalagem_tipo: settings?.embalagem_tipo ?? null,
    embalagem_capacidade: settings?.embalagem_capacidade ?? null,
    baixo: isLow(valued.quantidade, minimo),
    expiring: lots.some((lot) => expiresSoon(lot.validade)),
  };
}

/** The lots in stock of the given items, in full, by item (FEFO order). */
async function lotsOfItems(db: Db, today: string, items: Item[]) {
  const productIds = items.flatMap((item) => (item.product_id ? [item.product_id] : []));
  const fuels = items.flatMap((item) => (item.combustivel ? [item.combustivel] : []));
  const lots =
    items.length === 0
      ? []
      : await lotsWhere(
          db,
          today,
          or(
            productIds.length ? inArray(stockLots.product_id, productIds) : undefined,
            fuels.length
              ? and(isNotNull(stockLots.combustivel), inArray(stockLots.combustivel, fuels))
              : undefined,
          ),
        );
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
