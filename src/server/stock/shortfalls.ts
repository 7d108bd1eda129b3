import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { documentNumber } from '../../domain/numbering.ts';
import type { ShortfallResolutionInput } from '../../domain/stock/contracts.ts';
import type { StockShortfall } from '../../domain/stock/response-contracts.ts';
import type { Db } from '../db/database.ts';
import { numberOf } from '../db/numbered.ts';
import { operations, products, stockShortfalls } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { lockedRow } from '../tenancy/locked-row.ts';
import { stockShort } from './adjustments.ts';
import { takeFefo, type Author } from './lots.ts';

/** Shortfalls (consumption concluded without stock), open first, newest first. */
export async function shortfallsWhere(db: Db, where?: SQL): Promise<StockShortfall[]> {
  const rows = await db
    .select({
      shortfall: stockShortfalls,
      nome: products.nome_comercial,
      numero: numberOf(operations),
    })
    .from(stockShortfalls)
    .innerJoin(products, eq(products.id, stockShortfalls.product_id))
    .innerJoin(operations, eq(operations.id, stockShortfalls.operation_id))
    .where(where)
    .orderBy(desc(isNull(stockShortfalls.resolvida_em)), desc(stockShortfalls.created_at));
  return rows.map(({ shortfall: s, nome, numero }) => ({
    id: s.id,
    operation_id: s.operation_id,
    operacao: documentNumber(numero),
    product_id: s.product_id,
    nome,
    unidade: s.unidade,
    quantidade: s.quantidade,
    motivo: s.motivo,
    created_at: s.created_at.toISOString(),
    resolvida_em: s.resolvida_em?.toISOString() ?? null,
    forma: s.forma,
    observacao: s.observacao,
  }));
}

/**
 * Resolves a shortfall once, with its row locked: 'baixar' takes it from the lots now (FEFO,
 * as the operation's consumption, from lots valid on the operation's date — never an expired
 * one; 409 while they still cannot cover it), 'dispensar' closes it
 * with the reason it never leaves stock (the client supplied the product…).
 */
export async function resolveShortfall(
  db: Db,
  author: Author,
  id: string,
  input: ShortfallResolutionInput,
) {
  await db.transaction(async (tx) => {
    const shortfall = await lockedRow(tx, stockShortfalls, id);
    if (shortfall.resolvida_em) throw new AppError('STOCK_SHORTFALL_RESOLVED');
    if (input.forma === 'baixar') {
      const item = { product_id: shortfall.product_id };
      const [operation] = await tx
        .select({ data: operations.data })
        .from(operations)
        .where(eq(operations.id, shortfall.operation_id));
      const taken = await takeFefo(
        tx,
        author,
        item,
        shortfall.quantidade,
        shortfall.operation_id,
        operation!.data,
      );
      if (taken.missing > 0) {
        const [product] = await tx
          .select({ nome: products.nome_comercial })
          .from(products)
          .where(eq(products.id, shortfall.product_id));
        throw stockShort(
          product!.nome,
          taken.missing,
          taken.available,
          shortfall.unidade,
          taken.expired,
        );
      }
    }
    await tx
      .update(stockShortfalls)
      .set({
        resolvida_em: author.now,
        resolvida_por: author.userId,
        forma: input.forma,
        observacao: input.observacao,
      })
      .where(and(eq(stockShortfalls.id, id), isNull(stockShortfalls.resolvida_em)));
  });
  const [row] = await shortfallsWhere(db, eq(stockShortfalls.id, id));
  return row!;
}
