import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_AFFILIATES_PAGE_SIZE,
  ADMIN_COMMISSIONS_PAGE_SIZE,
  type AdminAffiliateDetail,
  type AffiliateListQuery,
} from '../../../domain/affiliates/admin-contracts.ts';
import type { AFFILIATE_STATUSES } from '../../../domain/affiliates/values.ts';
import { queryRows, type Db } from '../../db/database.ts';
import { containing } from '../../db/like.ts';
import { affiliateCommissions, affiliatePayouts, affiliates } from '../../db/schema/index.ts';
import { listCommissions, listReferrals } from '../../affiliates/lists.ts';
import { affiliateTotalsColumns, type AffiliateTotals } from '../../affiliates/totals.ts';
import { AppError } from '../../platform/app-error.ts';
import { logAdminAction } from '../audit.ts';
import { listPage } from '../../db/page.ts';

type Affiliate = typeof affiliates.$inferSelect;

const affiliateTotals = affiliateTotalsColumns(affiliates.id);

const rowOf = (a: Affiliate, totals: AffiliateTotals) => ({
  id: a.id,
  nome_completo: a.nome_completo,
  telefone: a.telefone,
  affiliate_code: a.affiliate_code,
  email: a.email,
  status: a.status,
  ...totals,
});

/** Where an affiliate is paid (PIX key or bank account), as the detail and the payouts show it. */
export const paymentDataOf = (a: Affiliate) => ({
  pix_type: a.pix_type,
  pix_key: a.pix_key,
  banco: a.banco,
  agencia: a.agencia,
  conta: a.conta,
  tipo_conta: a.tipo_conta,
});

const detailOf = (a: Affiliate, totals: AffiliateTotals): AdminAffiliateDetail => ({
  ...rowOf(a, totals),
  cpf_cnpj: a.cpf_cnpj,
  created_at: a.created_at.toISOString(),
  ...paymentDataOf(a),
});

/** The four cards (spec part 2 §2), one aggregate over the three tables. */
export async function affiliateStats(db: Db) {
  const [row] = await queryRows<{
    total: number;
    ativos: number;
    comissoes_totais: number;
    comissoes_pendentes: number;
    pagamentos_pendentes: number;
  }>(
    db,
    sql`select
      (select count(*)::int from ${affiliates}) as total,
      (select count(*)::int from ${affiliates} where status = 'ativo') as ativos,
      (select coalesce(sum(valor_comissao), 0)::int from ${affiliateCommissions}
        where status <> 'cancelado') as comissoes_totais,
      (select coalesce(sum(valor_comissao), 0)::int from ${affiliateCommissions}
        where status = 'pendente') as comissoes_pendentes,
      (select coalesce(sum(valor_total), 0)::int from ${affiliatePayouts}
        where status in ('pendente', 'processando')) as pagamentos_pendentes`,
  );
  return row!;
}

/** Newest first; by name, e-mail or code; by status; a page of 20 with each one's totals. */
export async function listAffiliates(db: Db, query: AffiliateListQuery) {
  const conditions: SQL[] = [];
  if (query.busca) {
    const term = containing(query.busca);
    conditions.push(
      or(
        ilike(affiliates.nome_completo, term),
        ilike(affiliates.email, term),
        ilike(affiliates.affiliate_code, term),
      )!,
    );
  }
  if (query.status) conditions.push(eq(affiliates.status, query.status));
  const where = and(...conditions);
  return listPage(
    { pagina: query.pagina, size: ADMIN_AFFILIATES_PAGE_SIZE },
    db
      .select({ affiliate: affiliates, ...affiliateTotals })
      .from(affiliates)
      .where(where)
      .orderBy(desc(affiliates.created_at), desc(affiliates.id)),
    db.select({ value: count() }).from(affiliates).where(where),
    ({ affiliate, ...totals }) => rowOf(affiliate, totals),
  );
}

/** One affiliate with totals and payment data; 404 for an unknown id. */
export async function affiliateDetail(db: Db, id: string): Promise<AdminAffiliateDetail> {
  const [row] = await db
    .select({ affiliate: affiliates, ...affiliateTotals })
    .from(affiliates)
    .where(eq(affiliates.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const { affiliate, ...totals } = row;
  return detailOf(affiliate, totals);
}

/** The affiliate's commissions with the company's name, newest first, a page of 10; 404 for an unknown id. */
export async function commissionHistory(db: Db, affiliateId: string, pagina: number) {
  await affiliateDetail(db, affiliateId);
  const page = await listCommissions(db, affiliateId, pagina, ADMIN_COMMISSIONS_PAGE_SIZE);
  return {
    ...page,
    items: page.items.map(({ valor_base: _base, data_pagamento: _paid, ...row }) => row),
  };
}

/** The companies an affiliate referred, each named as it signed up (issue 45 item 8). */
export async function referralHistory(db: Db, affiliateId: string, pagina: number) {
  await affiliateDetail(db, affiliateId);
  return listReferrals(db, affiliateId, pagina);
}

const NO_TOTALS: AffiliateTotals = { total_referidos: 0, total_comissoes: 0, saldo_disponivel: 0 };

/** Spec part 2 §5 'Manual affiliate registration': no code, no user; audited. */
export async function registerAffiliate(
  db: Db,
  adminUserId: string,
  input: { nome_completo: string; email: string; cpf_cnpj: string; telefone: string | null },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(affiliates).values(input).returning();
    await logAdminAction(tx, {
      adminUserId,
      action: 'create_affiliate',
      details: {
        affiliate_id: row!.id,
        nome_completo: row!.nome_completo,
        email: row!.email,
      },
    });
    return detailOf(row!, NO_TOTALS);
  });
}

/** Spec part 2 §4 'Affiliate status': any value, freely; audited with the previous one. */
export async function setAffiliateStatus(
  db: Db,
  adminUserId: string,
  id: string,
  status: (typeof AFFILIATE_STATUSES)[number],
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: affiliates.status })
      .from(affiliates)
      .where(eq(affiliates.id, id))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    await tx.update(affiliates).set({ status }).where(eq(affiliates.id, id));
    await logAdminAction(tx, {
      adminUserId,
      action: 'update_affiliate_status',
      details: {
        affiliate_id: id,
        de: before.status,
        para: status,
      },
    });
  });
  return affiliateDetail(db, id);
}
