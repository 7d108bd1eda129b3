import { asc, desc, eq } from 'drizzle-orm';
import { paymentDataText } from '../../../domain/affiliates/payouts.ts';
import { PAYOUT_STATUS_LABELS } from '../../../domain/affiliates/values.ts';
import { formatDocument } from '../../../domain/br/documents.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import { formatMonth } from '../../../domain/format.ts';
import type { Db } from '../../db/database.ts';
import {
  affiliateCommissions,
  affiliatePayouts,
  affiliates,
  companies,
} from '../../db/schema/index.ts';
import { csvOf, type Column } from '../../exports/table-file.ts';
import { payoutRow } from './payouts.ts';

const dayOf = (instant: Date | null) => (instant ? todayInSaoPaulo(instant) : null);

const MONTH_COLUMNS: Column[] = [
  { header: 'Afiliado', width: 30 },
  { header: 'E-mail', width: 30 },
  { header: 'CPF/CNPJ', width: 20 },
  { header: 'Mês de referência', width: 12 },
  { header: 'Comissões', width: 10 },
  { header: 'Valor total', width: 14, format: 'money' },
  { header: 'Dados de pagamento', width: 40 },
  { header: 'Status', width: 16 },
  { header: 'Data do pagamento', width: 12, format: 'date' },
];

/** A month's payouts as CSV, one line per affiliate: what to pay and where. */
export async function monthPayoutsCsv(db: Db, mes: string) {
  const rows = await db
    .select({ payout: affiliatePayouts, affiliate: affiliates })
    .from(affiliatePayouts)
    .innerJoin(affiliates, eq(affiliates.id, affiliatePayouts.affiliate_id))
    .where(eq(affiliatePayouts.mes_referencia, `${mes}-01`))
    .orderBy(asc(affiliates.nome_completo), asc(affiliatePayouts.id));
  return csvOf(
    MONTH_COLUMNS,
    rows.map(({ payout: p, affiliate: a }) => [
      a.nome_completo,
      a.email,
      formatDocument(a.cpf_cnpj),
      formatMonth(p.mes_referencia),
      p.quantidade_comissoes,
      p.valor_total,
      paymentDataText(a) ?? 'Dados não cadastrados',
      PAYOUT_STATUS_LABELS[p.status],
      dayOf(p.data_pagamento),
    ]),
  );
}

const BATCH_COLUMNS: Column[] = [
  { header: 'Afiliado', width: 30 },
  { header: 'Mês de referência', width: 12 },
  { header: 'Empresa', width: 30 },
  { header: 'Tipo', width: 14 },
  { header: 'Valor base', width: 14, format: 'money' },
  { header: 'Comissão', width: 14, format: 'money' },
  { header: 'Data', width: 12, format: 'date' },
];

/** One payout's commissions as CSV; 404 for an unknown payout. */
export async function payoutBatchCsv(db: Db, payoutId: string) {
  const head = await payoutRow(db, payoutId);
  const commissions = await db
    .select({ commission: affiliateCommissions, company_name: companies.company_name })
    .from(affiliateCommissions)
    .leftJoin(companies, eq(companies.id, affiliateCommissions.company_id))
    .where(eq(affiliateCommissions.payout_id, payoutId))
    .orderBy(desc(affiliateCommissions.created_at), asc(affiliateCommissions.id));
  const month = formatMonth(head.payout.mes_referencia);
  return {
    name: `pagamento-${head.payout.mes_referencia.slice(0, 7)}-${head.affiliate.id.slice(0, 8)}.csv`,
    body: csvOf(
      BATCH_COLUMNS,
      commissions.map(({ commission: c, company_name }) => [
        head.affiliate.nome_completo,
        month,
        company_name,
        c.tipo_comissao,
        c.valor_base,
        c.valor_comissao,
        dayOf(c.created_at),
      ]),
    ),
  };
}
