import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { addDays } from '../../domain/dates.ts';
import { documentNumber } from '../../domain/numbering.ts';
import type { MovementsQuery } from '../../domain/stock/contracts.ts';
import type { StockMovement } from '../../domain/stock/response-contracts.ts';
import type { Db } from '../db/database.ts';
import { numberOf } from '../db/numbered.ts';
import { pageWindow, type PageWindow } from '../db/page.ts';
import { operations, products, stockLots, stockMovements, users } from '../db/schema/index.ts';
import { itemName } from './lot-rows.ts';

export const MOVEMENTS_PAGE_SIZE = 50;

/** A period of calendar days in São Paulo, both ends included, on the movements' time. */
export function inPeriod(de: string | undefined, ate: string | undefined): SQL | undefined {
  return and(
    de ? gte(stockMovements.created_at, new Date(`${de}T00:00:00-03:00`)) : undefined,
    ate ? lt(stockMovements.created_at, new Date(`${addDays(ate, 1)}T00:00:00-03:00`)) : undefined,
  );
}

/** The filters of the history as a condition. */
export const movementFilter = (query: Omit<MovementsQuery, 'pagina'>) =>
  and(
    inPeriod(query.de, query.ate),
    query.product_id ? eq(stockMovements.product_id, query.product_id) : undefined,
    query.combustivel ? eq(stockMovements.combustivel, query.combustivel) : undefined,
    query.lot_id ? eq(stockMovements.lot_id, query.lot_id) : undefined,
  );

/** Movements as the history shows them: who, when, why, which operation and lot; newest first. */
export async function movementsWhere(
  db: Db,
  where: SQL | undefined,
  page?: PageWindow,
): Promise<StockMovement[]> {
  const query = db
    .select({
      movement: stockMovements,
      produto: products.nome_comercial,
      lote: stockLots.lote,
      entry_id: stockLots.entry_id,
      numero: numberOf(operations),
      autor: users.name,
      email: users.email,
    })
    .from(stockMovements)
    .leftJoin(products, eq(products.id, stockMovements.product_id))
    .leftJoin(stockLots, eq(stockLots.id, stockMovements.lot_id))
    .leftJoin(operations, eq(operations.id, stockMovements.operation_id))
    .leftJoin(users, eq(users.id, stockMovements.created_by))
    .where(where)
    .orderBy(desc(stockMovements.created_at), desc(stockMovements.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ movement: m, produto, lote, entry_id, numero, autor, email }) => ({
    id: m.id,
    created_at: m.created_at.toISOString(),
    tipo: m.kind,
    motivo: m.motivo,
    observacao: m.reason,
    product_id: m.product_id,
    combustivel: m.combustivel,
    nome: itemName(produto, m.combustivel),
    unidade: m.unit,
    quantidade: m.quantity,
    valor_cents: m.valor_cents,
    lot_id: m.lot_id,
    lote,
    operation_id: m.operation_id,
    operacao: numero && documentNumber(numero),
    entry_id: m.kind === 'entrada' ? entry_id : null,
    autor: autor || email,
    estornado: m.reversed_by !== null,
  }));
}

/** A page of the history, 50 a page, and how many movements the filters match. */
export async function movementPage(db: Db, query: MovementsQuery) {
  const where = movementFilter(query);
  const [total] = await db.select({ n: count() }).from(stockMovements).where(where);
  const movimentos = await movementsWhere(db, where, pageWindow(query.pagina, MOVEMENTS_PAGE_SIZE));
  return { movimentos, total: total!.n, pageSize: MOVEMENTS_PAGE_SIZE };
}
