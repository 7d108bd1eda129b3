import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { totalQuantity } from '../../domain/operations/quantities.ts';
import { roundQuantity } from '../../domain/stock/units.ts';
import type { Db } from '../db/database.ts';
import {
  operationProducts,
  operations,
  products,
  stockMovements,
  stockShortfalls,
} from '../db/schema/index.ts';
import { lockLot, moveLot, takeFefo, type Author } from './lots.ts';

/** An operation's product consumption that still counts: not reversed by an `estorno`. */
const consumptionInForce = (operationId: string) =>
  and(
    eq(stockMovements.operation_id, operationId),
    eq(stockMovements.kind, 'consumo'),
    isNotNull(stockMovements.product_id),
    isNull(stockMovements.reversed_by),
  );

/**
 * An operation just concluded takes its products from stock: area × dose of each, in the
 * product's unit, from the lots that expire first (FEFO), across lots when one is not enough.
 * What the lots cannot cover does not stop the conclusion — the application happened — and
 * never drives a balance below zero: it is recorded as a shortfall for the office to resolve
 * (decision 013). Products go in id order, so two conclusions lock lots in the same order.
 * Only lots valid on the operation's date are taken (the application's day, not today): an
 * expired agrotóxico is never applied (Lei 14.785/2023; Decreto 4.074/2002). What only expired
 * lots hold becomes a 'lote_vencido' shortfall, the rest a 'sem_saldo' one; expired stock leaves
 * by an adjustment ('vencimento').
 * Run it in the conclusion's transaction, only when the conclusion changed the row.
 */
export async function consumeOperationProducts(
  tx: Db,
  author: Author,
  operationId: string,
  areaHa: number,
) {
  const lines = await tx
    .select({
      product_id: operationProducts.product_id,
      dose_por_ha: operationProducts.dose_por_ha,
      unit: products.unidade,
    })
    .from(operationProducts)
    .innerJoin(products, eq(products.id, operationProducts.product_id))
    .where(eq(operationProducts.operation_id, operationId))
    .orderBy(asc(operationProducts.product_id));
  const [operation] = await tx
    .select({ data: operations.data })
    .from(operations)
    .where(eq(operations.id, operationId));
  for (const line of lines) {
    const quantity = totalQuantity(areaHa, line.dose_por_ha);
    // A dose on a sliver of area can round to nothing at 3 decimals: nothing left the stock.
    if (quantity <= 0) continue;
    const { missing, expired } = await takeFefo(
      tx,
      author,
      { product_id: line.product_id },
      quantity,
      operationId,
      operation!.data,
    );
    const short = [
      { motivo: 'lote_vencido' as const, quantidade: expired },
      { motivo: 'sem_saldo' as const, quantidade: roundQuantity(missing - expired) },
    ].filter((part) => part.quantidade > 0);
    for (const part of short)
      await tx.insert(stockShortfalls).values({
        company_id: author.companyId,
        operation_id: operationId,
        product_id: line.product_id,
        ...part,
        unidade: line.unit,
        created_by: author.userId,
        created_at: author.now,
      });
  }
}

/**
 * Gives back what a reopened operation had consumed: an `estorno` of each `consumo` in force,
 * to the same lot, which then points at it and no longer counts; its shortfalls are dropped.
 * Concluding again consumes again, once. Fuel a flight took stays taken.
 */
export async function reverseOperationConsumption(tx: Db, author: Author, operationId: string) {
  const consumed = await tx
    .select()
    .from(stockMovements)
    .where(consumptionInForce(operationId))
    .orderBy(asc(stockMovements.lot_id));
  for (const movement of consumed) {
    const lot = movement.lot_id ? await lockLot(tx, movement.lot_id) : undefined;
    const item = { product_id: movement.product_id! };
    const reversal = lot
      ? await moveLot(tx, author, lot, item, {
          kind: 'estorno',
          quantity: -movement.quantity,
          operation_id: operationId,
        })
      : // A consumption from before lots were kept: reversed in the ledger only.
        (
          await tx
            .insert(stockMovements)
            .values({
              company_id: movement.company_id,
              product_id: movement.product_id,
              kind: 'estorno',
              quantity: -movement.quantity,
              unit: movement.unit,
              operation_id: operationId,
              created_by: author.userId,
              created_at: author.now,
            })
            .returning()
        )[0]!;
    await tx
      .update(stockMovements)
      .set({ reversed_by: reversal.id })
      .where(eq(stockMovements.id, movement.id));
  }
  await tx.delete(stockShortfalls).where(eq(stockShortfalls.operation_id, operationId));
}

/** What a concluded operation took from stock ('Baixa no estoque'), positive, by product name. */
export async function operationConsumption(db: Db, companyId: string, operationId: string) {
  const rows = await db
    .select({
      product_id: stockMovements.product_id,
      produto: products.nome_comercial,
      quantity: sql<string>`sum(${stockMovements.quantity})`,
      unidade: stockMovements.unit,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.product_id))
    .where(and(eq(stockMovements.company_id, companyId), consumptionInForce(operationId)))
    .groupBy(stockMovements.product_id, products.nome_comercial, stockMovements.unit)
    .orderBy(asc(products.nome_comercial));
  return rows.map(({ quantity, product_id, ...row }) => ({
    ...row,
    product_id: product_id!,
    quantidade: -Number(quantity),
  }));
}
