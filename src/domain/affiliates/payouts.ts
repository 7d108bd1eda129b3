import { PIX_KEY_KIND_LABELS } from '../br/pix.ts';
import { addMonths } from '../dates.ts';
import { labelled } from '../labelled.ts';
import { statusMachine } from '../transitions.ts';
import type { PaymentData } from './contracts.ts';
import type { PayoutStatus } from './values.ts';

/** What the process dialog may set (spec part 2 §2 'Process dialog'), in its order. */
export const { values: PAYOUT_TARGETS, labels: PAYOUT_TARGET_LABELS } = labelled({
  processando: 'Em Processamento',
  pago: 'Pagamento Confirmado',
  cancelado: 'Cancelar Pagamento',
});
export type PayoutTarget = (typeof PAYOUT_TARGETS)[number];

/**
 * Spec part 2 §4 'Payout': pendente → processando → pago or cancelado (pendente may go straight
 * to either); once pago or cancelado nothing more. The status a target leads to, or null.
 */
export const nextPayoutStatus = statusMachine<PayoutTarget, PayoutStatus>({
  processando: { from: ['pendente'], to: 'processando' },
  pago: { from: ['pendente', 'processando'], to: 'pago' },
  cancelado: { from: ['pendente', 'processando'], to: 'cancelado' },
});

export const isPayoutClosed = (status: PayoutStatus) => status === 'pago' || status === 'cancelado';

/** The first day of the month before `today`'s: '2026-11-24' → '2026-10-01'. */
export const previousMonth = (today: string) => addMonths(`${today.slice(0, 7)}-01`, -1);

/** The first day of the month after `month` ('2026-12-01' → '2027-01-01'). */
export const nextMonth = (month: string) => addMonths(month, 1);

type Batchable = { id: string; affiliate_id: string; valor_comissao: number };
export type Batch = { affiliate_id: string; commissionIds: string[]; valor_total: number };

/**
 * A month's payouts: the unbatched pending commissions grouped per affiliate, each batch's total
 * the sum of its commissions in centavos (a refund debits it). An affiliate whose total is zero
 * or negative gets no payout: the commissions wait for a later month.
 */
export function batchCommissions(commissions: readonly Batchable[]): Batch[] {
  const batches = new Map<string, Batch>();
  for (const c of commissions) {
    const batch = batches.get(c.affiliate_id) ?? {
      affiliate_id: c.affiliate_id,
      commissionIds: [],
      valor_total: 0,
    };
    batch.commissionIds.push(c.id);
    batch.valor_total += c.valor_comissao;
    batches.set(c.affiliate_id, batch);
  }
  return [...batches.values()].filter((batch) => batch.valor_total > 0);
}

const ACCOUNT_TYPE_LABELS = { corrente: 'corrente', poupanca: 'poupança' } as const;

/**
 * Where an affiliate is paid, in one line: 'PIX (CPF) 123.456.789-09', or the transfer's bank,
 * agency and account; null when neither was given.
 */
export function paymentDataText(data: PaymentData): string | null {
  if (data.pix_type && data.pix_key)
    return `PIX (${PIX_KEY_KIND_LABELS[data.pix_type]}) ${data.pix_key}`;
  if (!data.banco || !data.conta) return null;
  const agencia = data.agencia ? ` · Ag. ${data.agencia}` : '';
  const tipo = data.tipo_conta ? ` (${ACCOUNT_TYPE_LABELS[data.tipo_conta]})` : '';
  return `Transferência: ${data.banco}${agencia} · Conta ${data.conta}${tipo}`;
}
