/**
 * Settling an installment: what a payment carries besides the principal, and the rules of its
 * date. Amounts are integer centavos.
 */
import { isBankBusinessDay } from '../br/holidays.ts';
import { addDays } from '../dates.ts';

/** A payment dated after today (São Paulo) is refused: a scheduled payment is another thing. */
export const FUTURE_PAYMENT = 'A data do pagamento não pode ser futura.';

/**
 * The first due date not yet late on `today`: an open installment due before it is overdue.
 * A due date on a Saturday, a Sunday or a day without bank business (src/domain/br/holidays.ts)
 * may be paid on the next bank business day without being late (Resolução CMN 4.880/2020;
 * FEBRABAN's calendar), so the days without bank business just before `today` are still on
 * time: on Monday, Saturday's and Sunday's due dates are not late; Friday's is.
 */
export function lateIfDueBefore(today: string): string {
  let first = today;
  while (!isBankBusinessDay(addDays(first, -1))) first = addDays(first, -1);
  return first;
}

/** A payment must settle something of its installment. */
export const PRINCIPAL_NOT_POSITIVE =
  'Valor pago deve ser maior que juros e multa menos o desconto.';

/** A payment above what is owed (`left`, R$): the excess may only be juros and multa. */
export const aboveBalance = (left: string, charged: boolean) =>
  charged
    ? `Valor pago maior que o saldo da parcela (${left}) mais juros e multa.`
    : `Valor pago maior que o saldo da parcela (${left}).`;

/** What a payment carries, in centavos, each ≥ 0 but `valor_cents` (> 0). */
export type PaymentCharges = {
  /** What changed hands between the company and the other party. */
  valor_cents: number;
  juros_cents: number;
  multa_cents: number;
  desconto_cents: number;
  /** The bank's fee on the payment, out of the same account, apart from `valor_cents`. */
  tarifa_cents: number;
};

/**
 * The principal a payment settles of its installment:
 *
 *   principal = valor − juros − multa + desconto
 *
 * A boleto of R$ 1.000,00 paid late with R$ 10,00 of juros and R$ 20,00 of multa is paid with
 * R$ 1.030,00 and settles R$ 1.000,00; paid early with R$ 50,00 of desconto, R$ 950,00 settle
 * R$ 1.000,00. So a payment above the balance is accepted when the excess is juros and multa.
 * The tarifa is not in it: the bank charges it apart.
 */
export const principalCents = (p: Omit<PaymentCharges, 'tarifa_cents'>) =>
  p.valor_cents - p.juros_cents - p.multa_cents + p.desconto_cents;

/** What the account's balance moves by: in for a receivable (less the fee), out for a payable. */
export const cashMovementCents = (lado: 'receber' | 'pagar', p: PaymentCharges) =>
  lado === 'receber' ? p.valor_cents - p.tarifa_cents : -(p.valor_cents + p.tarifa_cents);

/** The lines of the financial result a payment posts to, in the month of its date. */
export const FINANCIAL_LINES = {
  juros_recebidos: { nome: 'Juros recebidos', tipo: 'receita' },
  multas_recebidas: { nome: 'Multas recebidas', tipo: 'receita' },
  descontos_obtidos: { nome: 'Descontos obtidos', tipo: 'receita' },
  juros_pagos: { nome: 'Juros pagos', tipo: 'despesa' },
  multas_pagas: { nome: 'Multas pagas', tipo: 'despesa' },
  descontos_concedidos: { nome: 'Descontos concedidos', tipo: 'despesa' },
  tarifas_bancarias: { nome: 'Tarifas bancárias', tipo: 'despesa' },
} as const;
export type FinancialLine = keyof typeof FINANCIAL_LINES;

/**
 * A payment's postings to the financial result (resultado financeiro, Lei 6.404/1976 art. 187):
 * on a receivable, juros and multa received are revenue and the desconto granted an expense; on
 * a payable, juros and multa paid are expenses and the desconto obtained revenue; the tarifa is
 * always an expense. Zero amounts post nothing.
 */
export function financialPostings(
  lado: 'receber' | 'pagar',
  p: PaymentCharges,
): { linha: FinancialLine; valor_cents: number }[] {
  const receiving = lado === 'receber';
  const postings: [FinancialLine, number][] = [
    [receiving ? 'juros_recebidos' : 'juros_pagos', p.juros_cents],
    [receiving ? 'multas_recebidas' : 'multas_pagas', p.multa_cents],
    [receiving ? 'descontos_concedidos' : 'descontos_obtidos', p.desconto_cents],
    ['tarifas_bancarias', p.tarifa_cents],
  ];
  return postings
    .filter(([, valor]) => valor > 0)
    .map(([linha, valor_cents]) => ({ linha, valor_cents }));
}
