import { createHash } from 'node:crypto';
import { newAffiliateCode } from '../../domain/affiliates/code.ts';
import { commissionValue, DEFAULT_COMMISSION_BP } from '../../domain/affiliates/commission.ts';
import { previousMonth } from '../../domain/affiliates/payouts.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { PRICE_PER_SEAT_CENTS } from '../../domain/subscription/values.ts';
import type { Db } from '../db/database.ts';
import {
  affiliateCommissions,
  affiliatePayouts,
  affiliateReferrals,
  affiliates,
} from '../db/schema/index.ts';

/** Noon in São Paulo of a day of a month ('2026-10-01', 12 → 2026-10-12T15:00Z). */
const onDay = (month: string, day: number) =>
  new Date(`${month.slice(0, 8)}${String(day).padStart(2, '0')}T12:00:00-03:00`);

/** The converted company pays for two seats; its invoice's commission at the default rate. */
const PAYING_SEATS = 2;
const INVOICE_CENTS = PRICE_PER_SEAT_CENTS * PAYING_SEATS;
const COMMISSION_CENTS = commissionValue(DEFAULT_COMMISSION_BP, INVOICE_CENTS);

/** The referred companies' names, as they signed up: the referrals are named (issue 45). */
export const DEMO_REFERRED = ['Aero Cerrado Aviação Agrícola', 'Voa Safra Pulverização Ltda.'];

/**
 * The demo owner as an affiliate too (issue 17): a code of their own, PIX by e-mail, two
 * referrals (one converted, paying two seats; one not yet), the converted one's commission of the
 * month before last already paid in that month's payout, and last month's still pending, so the
 * admin's 'Gerar pagamentos' has something to batch. The referred companies have no rows of
 * their own (the platform's company count stays the demo's one). Dates follow `now`; the code
 * follows the user's id (the same demo, the same code). Runs as the platform, after the areas.
 */
export async function seedDemoAffiliates(
  tx: Db,
  owner: { userId: string; email: string },
  now: Date,
) {
  const lastMonth = previousMonth(todayInSaoPaulo(now));
  const monthBefore = previousMonth(lastMonth);
  const seed = createHash('sha256').update(owner.userId).digest();
  const [affiliate] = await tx
    .insert(affiliates)
    .values({
      user_id: owner.userId,
      nome_completo: 'Demonstração AgroVoo',
      email: owner.email,
      cpf_cnpj: '52998224725',
      telefone: '(51) 99876-5432',
      affiliate_code: newAffiliateCode((bytes) => bytes.map((_, i) => seed[i]!)),
      pix_type: 'email',
      pix_key: owner.email,
      created_at: onDay(monthBefore, 1),
    })
    .returning({ id: affiliates.id });
  await tx.insert(affiliateReferrals).values([
    {
      affiliate_id: affiliate!.id,
      company_id: null,
      company_name: DEMO_REFERRED[0],
      status: 'convertido',
      created_at: onDay(monthBefore, 5),
      converted_at: onDay(monthBefore, 12),
    },
    {
      affiliate_id: affiliate!.id,
      company_id: null,
      company_name: DEMO_REFERRED[1],
      created_at: onDay(lastMonth, 20),
    },
  ]);
  const [payout] = await tx
    .insert(affiliatePayouts)
    .values({
      affiliate_id: affiliate!.id,
      mes_referencia: monthBefore,
      quantidade_comissoes: 1,
      valor_total: COMMISSION_CENTS,
      status: 'pago',
      data_processamento: onDay(lastMonth, 2),
      data_pagamento: onDay(lastMonth, 3),
      observacoes: 'PIX enviado.',
      created_at: onDay(lastMonth, 1),
    })
    .returning({ id: affiliatePayouts.id });
  const commission = {
    affiliate_id: affiliate!.id,
    company_id: null,
    tipo_comissao: 'mensalidade',
  };
  await tx.insert(affiliateCommissions).values([
    {
      ...commission,
      valor_base: INVOICE_CENTS,
      valor_comissao: COMMISSION_CENTS,
      status: 'pago',
      payout_id: payout!.id,
      data_pagamento: onDay(lastMonth, 3),
      created_at: onDay(monthBefore, 12),
    },
    {
      ...commission,
      valor_base: INVOICE_CENTS,
      valor_comissao: COMMISSION_CENTS,
      created_at: onDay(lastMonth, 12),
    },
  ]);
}
