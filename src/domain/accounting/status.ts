import { lateIfDueBefore } from './settlement.ts';
import type { InstallmentStatus } from './values.ts';

/** What an installment's status is read from: stored facts only, never the status itself. */
export type InstallmentFacts = {
  valor_cents: number;
  pago_cents: number;
  vencimento: string;
  cancelado: boolean;
};

/**
 * An installment's status on `today` (São Paulo's calendar, 'YYYY-MM-DD'): cancelled with its
 * title; paid when payments cover its value; overdue from the day after its due date, or after
 * the next bank business day when it fell on a weekend or bank holiday (`lateIfDueBefore`);
 * otherwise pending. The SQL of the lists (server/accounting/installment-status.ts) is the same rule.
 */
export function installmentStatus(facts: InstallmentFacts, today: string): InstallmentStatus {
  if (facts.cancelado) return 'cancelado';
  if (facts.pago_cents >= facts.valor_cents) return 'pago';
  return facts.vencimento < lateIfDueBefore(today) ? 'vencido' : 'pendente';
}

/** What is still owed on an installment (never negative). */
export const remainingCents = (facts: Pick<InstallmentFacts, 'valor_cents' | 'pago_cents'>) =>
  Math.max(0, facts.valor_cents - facts.pago_cents);
