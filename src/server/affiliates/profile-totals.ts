import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { affiliateCommissions, affiliateReferrals } from '../db/schema/index.ts';

/**
 * The cards of `/afiliados` (centavos): referrals, commissions (cancelled ones aside) and the
 * balance not yet paid out.
 */
export async function affiliateTotals(db: Db, affiliateId: string) {
  const [[referrals], [commissions]] = await Promise.all([
    db
      .select({ value: count() })
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.affiliate_id, affiliateId)),
    db
      .select({
        total: sql<number>`coalesce(sum(${affiliateCommissions.valor_comissao}), 0)::int`,
        pending: sql<number>`coalesce(sum(${affiliateCommissions.valor_comissao}) filter (where ${affiliateCommissions.status} = 'pendente'), 0)::int`,
      })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.affiliate_id, affiliateId),
          ne(affiliateCommissions.status, 'cancelado'),
        ),
      ),
  ]);
  return {
    total_referidos: referrals!.value,
    total_comissoes: commissions!.total,
    saldo_disponivel: commissions!.pending,
  };
}
