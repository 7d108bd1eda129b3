import { and, asc, eq, isNull } from 'drizzle-orm';
import { totalQuantity } from '../../domain/operations/quantities.ts';
import type { Db } from '../db/database.ts';
import { operationProducts, products, stockMovements } from '../db/schema/index.ts';

/** Who records a movement. */
type Author = { companyId: string; userId: string };

/** An operation's consumption that still counts: not reversed by an `estorno`. */
const consumptionInForce = (operationId: string) =>
  and(
    eq(stockMovements.operation_id, operationId),
    eq(stockMovements.kind, 'consumo'),
    isNull(stockMovements.reversed_by),
  );

/**
 * One `consumo` per product of an operation just concluded: area × dose, in the product's
 * unit. Run it in the conclusion's transaction, only when the conclusion changed the row.
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
    .where(eq(operationProducts.operation_id, operationId));
  const movements = lines
    .map((line) => ({
      company_id: author.companyId,
      product_id: line.product_id,
      kind: 'consumo' as const,
      quantity: -totalQuantity(areaHa, line.dose_por_ha),
      unit: line.unit,
      operation_id: operationId,
      created_by: author.userId,
    }))
    // A dose on a sliver of area can round to nothing at 3 decimals: nothing left the stock.
    .filter((movement) => movement.quantity !== 0);
  if (movements.length > 0) await tx.insert(stockMovements).values(movements);
}

/**
 * Gives back what a reopened operation had consumed: an `estorno` of each `consumo` in force,
 * which then points at it and no longer counts, so concluding again consumes again, once.
 */
export async function reverseOperationConsumption(tx: Db, author: Author, operationId: string) {
  const consumed = await tx.select().from(stockMovements).where(consumptionInForce(operationId));
  for (const movement of consumed) {
    const [reversal] = await tx
      .insert(stockMovements)
      .values({
        company_id: movement.company_id,
        product_id: movement.product_id,
        kind: 'estorno',
        quantity: -movement.quantity,
        unit: movement.unit,
        operation_id: operationId,
        created_by: author.userId,
      })
      .returning({ id: stockMovements.id });
    await tx
      .update(stockMovements)
      .set({ reversed_by: reversal!.id })
      .where(eq(stockMovements.id, movement.id));
  }
}

/** What a concluded operation took from stock ('Baixa no estoque'), positive, by product name. */
export async function operationConsumption(db: Db, companyId: string, operationId: string) {
  const rows = await db
    .select({
      product_id: stockMovements.product_id,
      produto: products.nome_comercial,
      quantity: stockMovements.quantity,
      unidade: stockMovements.unit,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.product_id))
    .where(and(eq(stockMovements.company_id, companyId), consumptionInForce(operationId)))
    .orderBy(asc(products.nome_comercial));
  return rows.map(({ quantity, ...row }) => ({ ...row, quantidade: -quantity }));
}
