import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { byUser } from './auth.ts';
import { createdAt, decimal, id } from './columns.ts';
import { companyId } from './companies.ts';
import { operations } from './operations.ts';
import { products } from './registers.ts';
import { productUnit, stockMovementKind } from './enums.ts';

/**
 * The stock ledger (DESIGN §5 'Estoque'): rows are only added, never edited or deleted, except
 * that a reversed movement points at the `estorno` that reversed it. A product's balance is the
 * sum of its quantities. Products and operations with movements cannot be deleted (the
 * references are checked at the end of a statement, so deleting a company takes everything).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    company_id: companyId(),
    product_id: uuid('product_id')
      .notNull()
      .references(() => products.id),
    kind: stockMovementKind('kind').notNull(),
    /** Signed: what came in is positive, what went out negative (3 decimals, L or kg). */
    quantity: decimal('quantity', 14, 3).notNull(),
    /** The product's unit when it moved. */
    unit: productUnit('unit').notNull(),
    /** The operation that consumed it (a `consumo` and its `estorno`). */
    operation_id: uuid('operation_id').references(() => operations.id),
    reason: text('reason'),
    /** The `estorno` that reversed this movement; set once, and then it no longer counts as in force. */
    reversed_by: uuid('reversed_by').references((): AnyPgColumn => stockMovements.id),
    created_at: createdAt(),
    created_by: byUser('created_by'),
  },
  (t) => [
    index('stock_movements_company_product_idx').on(t.company_id, t.product_id, t.created_at),
    index('stock_movements_operation_idx').on(t.operation_id),
    // An operation consumes each of its products once while that consumption is in force.
    uniqueIndex('stock_movements_consumo_in_force_unique')
      .on(t.operation_id, t.product_id)
      .where(sql`${t.kind} = 'consumo' and ${t.reversed_by} is null`),
    uniqueIndex('stock_movements_reversed_by_unique').on(t.reversed_by),
    check('stock_movements_quantity_nonzero', sql`${t.quantity} <> 0`),
    check(
      'stock_movements_sign_of_kind',
      sql`(${t.kind} <> 'entrada' or ${t.quantity} > 0) and (${t.kind} <> 'consumo' or ${t.quantity} < 0)`,
    ),
    check(
      'stock_movements_consumo_operation',
      sql`${t.kind} <> 'consumo' or ${t.operation_id} is not null`,
    ),
    check('stock_movements_ajuste_reason', sql`${t.kind} <> 'ajuste' or ${t.reason} is not null`),
  ],
);
