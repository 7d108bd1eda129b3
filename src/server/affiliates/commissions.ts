/**
 * Affiliate commissions from real payments, called by billing's webhook handler inside the
 * transaction that records the payment or the refund (issue 17). Both are idempotent: a replayed
 * or reordered event leaves the same rows. Answer whether they changed anything.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  commissionValue,
  refundedCommission,
  withinCommissionWindow,
} from '../../domain/affiliates/commission.ts';
import type { Db } from '../db/database.ts';
import { affiliateCommissions, affiliateReferrals, affiliates } from '../db/schema/index.ts';
import { commissionRate } from './settings.ts';

/** A paid invoice of a company: the provider's id, the amount actually paid, when. */
export type PaidInvoice = { companyId: string; invoiceId: string; paidCents: number; paidAt: Date };

const MONTHLY = 'mensalidade';
const ESTORNO = 'estorno';

/**
 * A paid invoice of a referred company: its referral becomes 'convertido' (converted_at the
 * earliest payment seen), and an 'ativo' affiliate earns a pending 'mensalidade' at the current
 * rate when the payment falls within the 12-month window. A zero-amount invoice does nothing.
 */
export async function commissionForPaidInvoice(tx: Db, invoice: PaidInvoice): Promise<boolean> {
  if (invoice.paidCents <= 0) return false;
  const [referral] = await tx
    .select({ referral: affiliateReferrals, affiliateStatus: affiliates.status })
    .from(affiliateReferrals)
    .innerJoin(affiliates, eq(affiliates.id, affiliateReferrals.affiliate_id))
    .where(eq(affiliateReferrals.company_id, invoice.companyId));
  if (!referral || referral.referral.status === 'cancelado') return false;
  const paidAt = sql`${invoice.paidAt.toISOString()}::timestamptz`;
  const converted = await tx
    .update(affiliateReferrals)
    .set({
      status: 'convertido',
      converted_at: sql`least(coalesce(${affiliateReferrals.converted_at}, ${paidAt}), ${paidAt})`,
    })
    .where(
      and(
        eq(affiliateReferrals.id, referral.referral.id),
        sql`${affiliateReferrals.converted_at} is distinct from least(
          coalesce(${affiliateReferrals.converted_at}, ${paidAt}), ${paidAt})`,
      ),
    )
    .returning({ id: affiliateReferrals.id });
  if (
    referral.affiliateStatus !== 'ativo' ||
    !withinCommissionWindow(referral.referral.created_at, invoice.paidAt)
  ) {
    return converted.length > 0;
  }
  const value = commissionValue(await commissionRate(tx), invoice.paidCents);
  if (value <= 0) return converted.length > 0;
  const inserted = await tx
    .insert(affiliateCommissions)
    .values({
      affiliate_id: referral.referral.affiliate_id,
      company_id: invoice.companyId,
      tipo_comissao: MONTHLY,
      invoice_id: invoice.invoiceId,
      valor_base: invoice.paidCents,
      valor_comissao: value,
    })
    .onConflictDoNothing()
    .returning({ id: affiliateCommissions.id });
  return converted.length > 0 || inserted.length > 0;
}

/**
 * A refund of `refundedCents` in all (the provider's running total) of a paid invoice reverses
 * the same share of its commission, rounded half up. A commission still pending and in no payout
 * is cancelled when fully refunded; otherwise — partly refunded, or already paid out — a pending
 * 'estorno' of minus that share lowers the balance (raised, never lowered, as refunds add up).
 * A refund reported before its payment first records the commission the payment would have.
 */
export async function reverseCommission(
  tx: Db,
  refund: PaidInvoice & { refundedCents: number },
): Promise<boolean> {
  const recorded = await commissionForPaidInvoice(tx, refund);
  if (refund.refundedCents <= 0) return recorded;
  const [monthly] = await tx
    .select()
    .from(affiliateCommissions)
    .where(
      and(
        eq(affiliateCommissions.invoice_id, refund.invoiceId),
        eq(affiliateCommissions.tipo_comissao, MONTHLY),
      ),
    )
    .for('update');
  if (!monthly || monthly.status === 'cancelado') return recorded;
  const share = refundedCommission(
    monthly.valor_comissao,
    monthly.valor_base,
    refund.refundedCents,
  );
  const unpaid = and(
    eq(affiliateCommissions.status, 'pendente'),
    isNull(affiliateCommissions.payout_id),
  );
  if (share >= monthly.valor_comissao && monthly.status === 'pendente' && !monthly.payout_id) {
    await tx
      .update(affiliateCommissions)
      .set({ status: 'cancelado' })
      .where(and(eq(affiliateCommissions.invoice_id, refund.invoiceId), unpaid));
    return true;
  }
  if (share <= 0) return recorded;
  const debited = await tx
    .insert(affiliateCommissions)
    .values({
      affiliate_id: monthly.affiliate_id,
      company_id: monthly.company_id,
      tipo_comissao: ESTORNO,
      invoice_id: refund.invoiceId,
      valor_base: Math.min(refund.refundedCents, monthly.valor_base),
      valor_comissao: -share,
    })
    .onConflictDoUpdate({
      target: [affiliateCommissions.invoice_id, affiliateCommissions.tipo_comissao],
      set: { valor_comissao: -share, valor_base: sql`excluded.valor_base` },
      setWhere: and(sql`${affiliateCommissions.valor_comissao} > ${-share}`, unpaid),
    })
    .returning({ id: affiliateCommissions.id });
  return recorded || debited.length > 0;
}
