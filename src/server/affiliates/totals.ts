/**
 * An affiliate's totals, derived in SQL from the rows (they never drift), all integers:
 * - `total_referidos`: the companies referred (every referral, whatever its status);
 * - `total_comissoes`: centavos of commissions 'pendente' and 'pago', 'estorno' rows (negative)
 *   subtracted, 'cancelado' ones left out;
 * - `saldo_disponivel`: centavos of the 'pendente' commissions (estornos included), what the next
 *   payout owes.
 * `affiliateTotalsColumns(affiliates.id)` gives them as correlated subqueries for a select over
 * affiliates (lists); `affiliateTotals(db, id)` reads one affiliate's.
 */
import { Column, getTableName, is, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../db/database.ts';
import { affiliateCommissions, affiliateReferrals } from '../db/schema/index.ts';

export type AffiliateTotals = {
  total_referidos: number;
  total_comissoes: number;
  saldo_disponivel: number;
};

/** Qualified with its table: inside the subqueries a bare "id" would be the inner table's. */
const qualified = (id: AnyPgColumn | SQL) =>
  is(id, Column) ? sql`${sql.identifier(getTableName(id.table))}.${sql.identifier(id.name)}` : id;

export function affiliateTotalsColumns(affiliateId: AnyPgColumn | SQL) {
  const id = qualified(affiliateId);
  return {
    total_referidos: sql<number>`(select count(*)::int from ${affiliateReferrals} r
      where r.affiliate_id = ${id})`,
    total_comissoes: sql<number>`(select coalesce(sum(c.valor_comissao), 0)::int
      from ${affiliateCommissions} c
      where c.affiliate_id = ${id} and c.status in ('pendente', 'pago'))`,
    saldo_disponivel: sql<number>`(select coalesce(sum(c.valor_comissao), 0)::int
      from ${affiliateCommissions} c where c.affiliate_id = ${id} and c.status = 'pendente')`,
  };
}

export async function affiliateTotals(db: Db, affiliateId: string): Promise<AffiliateTotals> {
  const t = affiliateTotalsColumns(sql`${affiliateId}::uuid`);
  const [row] = await queryRows<AffiliateTotals>(
    db,
    sql`select ${t.total_referidos} as total_referidos, ${t.total_comissoes} as total_comissoes,
      ${t.saldo_disponivel} as saldo_disponivel`,
  );
  return row!;
}
