import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { isValidOn, planFefoOn } from '../../domain/stock/fefo.ts';
import { roundQuantity } from '../../domain/stock/units.ts';
import { valueCents } from '../../domain/stock/valuation.ts';
import type { Fuel } from '../../domain/stock/values.ts';
import type { Db } from '../db/database.ts';
import { stockLots, stockMovements } from '../db/schema/index.ts';

/** Who records a movement, and when by the app's clock (the movement's time). */
export type Author = { companyId: string; userId: string; now: Date };

/** A stock item: a product of the register or a fuel. */
export type StockItem =
  { product_id: string; combustivel?: null } | { combustivel: Fuel; product_id?: null };

export const itemColumns = (item: StockItem) => ({
  product_id: item.product_id ?? null,
  combustivel: item.combustivel ?? null,
});

const ofItem = (item: StockItem) =>
  item.product_id
    ? eq(stockLots.product_id, item.product_id)
    : eq(stockLots.combustivel, item.combustivel!);

/**
 * The company's lots of the item that hold something, first-expiring first, locked until the
 * transaction ends (`for update`): a second exit of the same item waits here and then reads
 * what the first left. Every caller locks in this one order, so two exits never deadlock on one
 * item. The company is named, not left to row-level security: a fuel is every company's item.
 */
export function lockLotsOf(tx: Db, companyId: string, item: StockItem) {
  return tx
    .select({
      id: stockLots.id,
      validade: stockLots.validade,
      saldo: stockLots.saldo,
      unidade: stockLots.unidade,
      custo_unitario_cents: stockLots.custo_unitario_cents,
    })
    .from(stockLots)
    .where(and(eq(stockLots.company_id, companyId), ofItem(item), gt(stockLots.saldo, 0)))
    .orderBy(sql`${stockLots.validade} asc nulls last`, asc(stockLots.id))
    .for('update');
}

/** Locks one lot (adjustments). */
export async function lockLot(tx: Db, lotId: string) {
  const [lot] = await tx.select().from(stockLots).where(eq(stockLots.id, lotId)).for('update');
  return lot;
}

/** Moves a lot's balance and writes the movement that explains it, in one go. */
export async function moveLot(
  tx: Db,
  author: Author,
  lot: { id: string; unidade: 'L' | 'kg'; custo_unitario_cents: number },
  item: StockItem,
  movement: {
    kind: 'entrada' | 'consumo' | 'ajuste' | 'estorno';
    quantity: number;
    operation_id?: string | null;
    motivo?: typeof stockMovements.$inferInsert.motivo;
    reason?: string | null;
  },
) {
  const quantity = roundQuantity(movement.quantity);
  await tx
    .update(stockLots)
    .set({ saldo: sql`${stockLots.saldo} + ${quantity}` })
    .where(eq(stockLots.id, lot.id));
  const [row] = await tx
    .insert(stockMovements)
    .values({
      company_id: author.companyId,
      ...itemColumns(item),
      lot_id: lot.id,
      kind: movement.kind,
      quantity,
      unit: lot.unidade,
      valor_cents: valueCents(quantity, lot.custo_unitario_cents),
      operation_id: movement.operation_id ?? null,
      motivo: movement.motivo ?? null,
      reason: movement.reason ?? null,
      created_by: author.userId,
      created_at: author.now,
    })
    .returning();
  return row!;
}

/**
 * Takes `quantity` of an item first-expiring first, across lots when one is not enough, as
 * `consumo` movements; answers them and what the lots could not cover (`missing`). With
 * `validOn` (the application's or the flight's date), lots expired on that day are never taken
 * (Lei 14.785/2023; Decreto 4.074/2002): `expired` is the part of `missing` only they hold, and
 * `available` counts only the lots valid that day. Lots without validade are always valid.
 */
export async function takeFefo(
  tx: Db,
  author: Author,
  item: StockItem,
  quantity: number,
  operationId: string,
  validOn: string | null = null,
) {
  const lots = await lockLotsOf(tx, author.companyId, item);
  const plan = planFefoOn(lots, quantity, validOn);
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const movements = [];
  for (const take of plan.takes)
    movements.push(
      await moveLot(tx, author, byId.get(take.lotId)!, item, {
        kind: 'consumo',
        quantity: -take.quantity,
        operation_id: operationId,
      }),
    );
  const usable = validOn === null ? lots : lots.filter((lot) => isValidOn(lot, validOn));
  const available = roundQuantity(usable.reduce((sum, lot) => sum + lot.saldo, 0));
  return { movements, missing: plan.missing, expired: plan.expired, available };
}
