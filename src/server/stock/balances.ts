import { inArray, type SQL } from 'drizzle-orm';
import { isLow } from '../../domain/stock/alerts.ts';
import type { BalancesQuery } from '../../domain/stock/contracts.ts';
import type {
  StockBalance,
  StockBalances,
  StockLot,
} from '../../domain/stock/response-contracts.ts';
import { weightedAverage } from '../../domain/stock/valuation.ts';
import { FUEL_LABELS, FUELS, type Fuel } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import { products, stockSettings } from '../db/schema/index.ts';
import { lotsWhere } from './lot-rows.ts';

type Settings = typeof stockSettings.$inferSelect;

const keyOf = (item: { product_id: string | null; combustivel: Fuel | null }) =>
  item.product_id ?? `fuel:${item.combustivel}`;

/**
 * Every stock item with its balance, valued at weighted average cost over the lots in stock,
 * and its lots first-expiring first: products with lots or settings, and the fuels that have
 * either. Filters: kind, product class, low (at or below the minimum), expiring (a lot expired
 * or expiring within 30 days).
 */
export async function loadBalances(
  db: Db,
  today: string,
  query: BalancesQuery,
  where?: SQL,
): Promise<StockBalances> {
  const lots = await lotsWhere(db, today, where);
  const settings = await db.select().from(stockSettings);
  const productIds = [
    ...new Set([...lots, ...settings].flatMap((row) => (row.product_id ? [row.product_id] : []))),
  ];
  const catalogue = productIds.length
    ? await db
        .select({
          id: products.id,
          nome: products.nome_comercial,
          classe: products.classe,
          unidade: products.unidade,
        })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const settingsOf = new Map(settings.map((row) => [keyOf(row), row]));
  const lotsOf = new Map<string, StockLot[]>();
  for (const lot of lots) lotsOf.set(keyOf(lot), [...(lotsOf.get(keyOf(lot)) ?? []), lot]);
  const itens: StockBalance[] = [
    ...catalogue.map((product) =>
      balanceOf(
        { tipo: 'produto', product_id: product.id, combustivel: null, nome: product.nome },
        { classe: product.classe, unidade: product.unidade },
        lotsOf.get(product.id) ?? [],
        settingsOf.get(product.id),
      ),
    ),
    ...FUELS.filter((fuel) => lotsOf.has(`fuel:${fuel}`) || settingsOf.has(`fuel:${fuel}`)).map(
      (fuel) =>
        balanceOf(
          { tipo: 'combustivel', product_id: null, combustivel: fuel, nome: FUEL_LABELS[fuel] },
          { classe: null, unidade: 'L' },
          lotsOf.get(`fuel:${fuel}`) ?? [],
          settingsOf.get(`fuel:${fuel}`),
        ),
    ),
  ]
    .filter(
      (item) =>
        (!query.tipo || item.tipo === query.tipo) &&
        (!query.classe || item.classe === query.classe) &&
        (!query.baixo || item.baixo) &&
        (!query.vencendo || item.lotes.some((lot) => lot.vencido || lot.vencendo)),
    )
    .sort((a, b) => a.tipo.localeCompare(b.tipo) || a.nome.localeCompare(b.nome, 'pt-BR'));
  return { itens, valor_total_cents: itens.reduce((sum, item) => sum + item.valor_cents, 0) };
}

function balanceOf(
  item: Pick<StockBalance, 'tipo' | 'product_id' | 'combustivel' | 'nome'>,
  product: Pick<StockBalance, 'classe' | 'unidade'>,
  lots: StockLot[],
  settings: Settings | undefined,
): StockBalance {
  const valued = weightedAverage(lots);
  const minimo = settings?.minimo ?? null;
  return {
    ...item,
    ...product,
    quantidade: valued.quantidade,
    valor_cents: valued.valor_cents,
    custo_medio_cents: valued.custo_medio_cents,
    minimo,
    embalagem_tipo: settings?.embalagem_tipo ?? null,
    embalagem_capacidade: settings?.embalagem_capacidade ?? null,
    baixo: isLow(valued.quantidade, minimo),
    lotes: lots,
  };
}
