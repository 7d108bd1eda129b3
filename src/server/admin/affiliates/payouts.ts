import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_PAYOUTS_PAGE_SIZE,
  type AdminPayout,
  type PayoutListQuery,
} from '../../../domain/affiliates/admin-contracts.ts';
import {
  batchCommissions,
  isPayoutClosed,
  nextMonth,
  nextPayoutStatus,
  type PayoutTarget,
} from '../../../domain/affiliates/payouts.ts';
import { PAYOUT_STATUSES } from '../../../domain/affiliates/values.ts';
import type { Db } from '../../db/database.ts';
import { affiliateCommissions, affiliatePayouts, affiliates } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';
import { paymentDataOf } from './affiliates.ts';
import { listPage } from '../../db/page.ts';

type Payout = typeof affiliatePayouts.$inferSelect;
type Affiliate = typeof affiliates.$inferSelect;

const payoutOf = (p: Payout, a: Affiliate): AdminPayout => ({
  id: p.id,
  affiliate_id: p.affiliate_id,
  nome_completo: a.nome_completo,
  email: a.email,
  mes_referencia: p.mes_referencia,
  quantidade_comissoes: p.quantidade_comissoes,
  valor_total: p.valor_total,
  status: p.status,
  data_processamento: p.data_processamento?.toISOString() ?? null,
  data_pagamento: p.data_pagamento?.toISOString() ?? null,
  observacoes: p.observacoes,
  created_at: p.created_at.toISOString(),
  ...paymentDataOf(a),
});

/** Midnight in São Paulo of a calendar day, as the instant commissions are compared with. */
const startOfDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'America/Sao_Paulo'`;

/**
 * 'Gerar pagamentos': one payout per affiliate for `mes` ('2026-10-01') of the pending commissions
 * made until that month's end that no payout holds yet (so those a cancelled payout released
 * come back in a later month), each commission tied to its payout. Idempotent: an affiliate who
 * already has that month's payout is skipped (unique per affiliate and month), and so is one
 * whose total is zero or negative. One transaction, audited with what it made.
 */
export async function generatePayouts(db: Db, adminUserId: string | null, mes: string) {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({
        id: affiliateCommissions.id,
        affiliate_id: affiliateCommissions.affiliate_id,
        valor_comissao: affiliateCommissions.valor_comissao,
      })
      .from(affiliateCommissions)
      .where(
        and(
          eq(affiliateCommissions.status, 'pendente'),
          isNull(affiliateCommissions.payout_id),
          lt(affiliateCommissions.created_at, startOfDay(nextMonth(mes))),
        ),
      )
      .for('update');
    const created: { payout_id: string; affiliate_id: string; valor_total: number }[] = [];
    for (const batch of batchCommissions(pending)) {
      const [payout] = await tx
        .insert(affiliatePayouts)
        .values({
          affiliate_id: batch.affiliate_id,
          mes_referencia: mes,
          quantidade_comissoes: batch.commissionIds.length,
          valor_total: batch.valor_total,
        })
        .onConflictDoNothing()
        .returning({ id: affiliatePayouts.id });
      if (!payout) continue;
      await tx
        .update(affiliateCommissions)
        .set({ payout_id: payout.id })
        .where(inArray(affiliateCommissions.id, batch.commissionIds));
      created.push({
        payout_id: payout.id,
        affiliate_id: batch.affiliate_id,
        valor_total: batch.valor_total,
      });
    }
    if (created.length > 0)
      await logAdminAction(tx, {
        adminUserId,
        action: 'generate_affiliate_payouts',
        details: {
          mes_referencia: mes,
          pagamentos: created,
        },
      });
    return { criados: created.length };
  });
}

/** 'Pagamentos a Processar': newest month first, then by affiliate; by month and status; a page. */
export async function listPayouts(db: Db, query: PayoutListQuery) {
  const conditions: SQL[] = [];
  if (query.mes) conditions.push(eq(affiliatePayouts.mes_referencia, `${query.mes}-01`));
  if (query.status) conditions.push(eq(affiliatePayouts.status, query.status));
  const where = and(...conditions);
  return listPage(
    { pagina: query.pagina, size: ADMIN_PAYOUTS_PAGE_SIZE },
    db
      .select({ payout: affiliatePayouts, affiliate: affiliates })
      .from(affiliatePayouts)
      .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliate_id))
      .where(where)
      .orderBy(
        desc(affiliatePayouts.mes_referencia),
        affiliates.nome_completo,
        affiliatePayouts.id,
      ),
    db.select({ value: count() }).from(affiliatePayouts).where(where),
    (r) => payoutOf(r.payout, r.affiliate),
  );
}

/** A payout's row and its affiliate's, as stored (the dialog, the batch CSV); 404 if unknown. */
export async function payoutRow(db: Db, id: string) {
  const [row] = await db
    .select({ payout: affiliatePayouts, affiliate: affiliates })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliate_id))
    .where(eq(affiliatePayouts.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One payout with its affiliate; 404 for an unknown id. */
export async function findPayout(db: Db, id: string) {
  const { payout, affiliate } = await payoutRow(db, id);
  return payoutOf(payout, affiliate);
}

/** The statuses a target may be set from (the domain's machine, as SQL's `in`). */
const fromStatuses = (target: PayoutTarget) =>
  PAYOUT_STATUSES.filter((status) => nextPayoutStatus(status, target) !== null);

/**
 * The process dialog (spec part 2 §4 'Payout'). The update is conditional on the status it may
 * come from, so two clicks at once change it once. 'pago' stamps the payment and marks the
 * batch's own commissions paid (the payout's amount is what is marked paid); 'cancelado' lets
 * its commissions go, for a later month's batch. One transaction, audited.
 */
export async function processPayout(
  db: Db,
  adminUserId: string,
  id: string,
  input: { status: PayoutTarget; observacoes: string | null },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const stamps =
      input.status === 'processando'
        ? { data_processamento: now }
        : input.status === 'pago'
          ? { data_pagamento: now }
          : {};
    const [updated] = await tx
      .update(affiliatePayouts)
      .set({
        status: input.status,
        ...stamps,
        ...(input.observacoes !== null && { observacoes: input.observacoes }),
      })
      .where(
        and(
          eq(affiliatePayouts.id, id),
          inArray(affiliatePayouts.status, fromStatuses(input.status)),
        ),
      )
      .returning();
    if (!updated) {
      const [current] = await tx
        .select({ status: affiliatePayouts.status })
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.id, id));
      if (!current) throw new AppError('NOT_FOUND');
      throw new AppError(
        isPayoutClosed(current.status)
          ? 'AFFILIATE_PAYOUT_CLOSED'
          : 'AFFILIATE_PAYOUT_ACTION_INVALID',
      );
    }
    if (input.status === 'pago')
      await tx
        .update(affiliateCommissions)
        .set({ status: 'pago', data_pagamento: now })
        .where(
          and(eq(affiliateCommissions.payout_id, id), eq(affiliateCommissions.status, 'pendente')),
        );
    if (input.status === 'cancelado')
      await tx
        .update(affiliateCommissions)
        .set({ payout_id: null })
        .where(eq(affiliateCommissions.payout_id, id));
    await logAdminAction(tx, {
      adminUserId,
      action: 'process_affiliate_payout',
      details: {
        payout_id: id,
        affiliate_id: updated.affiliate_id,
        mes_referencia: updated.mes_referencia,
        valor_total: updated.valor_total,
        status: input.status,
        observacoes: input.observacoes,
      },
    });
  });
  return findPayout(db, id);
}
