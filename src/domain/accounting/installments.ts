import { addDays, addMonths, LAST_DATE } from '../dates.ts';
import type { PaymentTerms } from './values.ts';

/** One installment of a title: its number (from 1), due date and value in centavos. */
export type InstallmentPlan = { numero: number; vencimento: string; valor_cents: number };

/** When the last of `count` monthly installments from `firstDue` falls due. */
export const lastDueDate = (firstDue: string, count: number) => addMonths(firstDue, count - 1);

/**
 * Why `count` monthly installments from `firstDue` cannot be made (the last would fall due
 * after LAST_DATE, the last date a person may type), said under `parcelas`; null when they can.
 */
export const lastDueProblem = (firstDue: string, count: number) =>
  lastDueDate(firstDue, count) > LAST_DATE
    ? `Número de parcelas: a última venceria depois de ${LAST_DATE.split('-').reverse().join('/')}.`
    : null;

/**
 * Splits a total into `count` monthly installments from `firstDue`: equal parts in whole
 * centavos, the remainder cent(s) on the last, so they always sum to the total exactly.
 */
export function splitInstallments(
  totalCents: number,
  count: number,
  firstDue: string,
): InstallmentPlan[] {
  if (!Number.isInteger(totalCents) || totalCents <= 0) throw new RangeError('total em centavos');
  if (!Number.isInteger(count) || count < 1 || count > totalCents) throw new RangeError('parcelas');
  // The contracts and the title writer refuse such a split first (lastDueProblem).
  if (lastDueProblem(firstDue, count)) throw new RangeError('vencimento');
  const part = Math.floor(totalCents / count);
  return Array.from({ length: count }, (_, i) => ({
    numero: i + 1,
    vencimento: addMonths(firstDue, i),
    valor_cents: i === count - 1 ? totalCents - part * (count - 1) : part,
  }));
}

/** The days each payment term gives after the operation's date. */
const TERM_DAYS: Record<Exclude<PaymentTerms, 'data_fixa'>, number> = {
  a_vista: 0,
  '30_dias': 30,
  '60_dias': 60,
  '90_dias': 90,
};

/**
 * When a concluded operation's receivable falls due under the client's terms: the operation's
 * date plus the term's days, or the fixed date (never before the operation's date).
 */
export function dueDateFromTerms(
  operationDate: string,
  terms: PaymentTerms,
  fixedDate: string | null,
): string {
  if (terms === 'data_fixa')
    return fixedDate && fixedDate > operationDate ? fixedDate : operationDate;
  return addDays(operationDate, TERM_DAYS[terms]);
}
