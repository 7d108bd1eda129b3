import { sql, type SQL } from 'drizzle-orm';
import { lateIfDueBefore } from '../../domain/accounting/settlement.ts';

/**
 * An installment's status in SQL, the same rule as `installmentStatus` in the domain: the
 * title's cancellation, then payments covering the value, then the due date against `today`
 * (São Paulo's calendar). `i` and `t` name the installment and its title in the query that uses it;
 * what its payments settle is the installment's `pago_cents` (kept by a trigger, migration 0043)
 * unless `paid` says otherwise.
 */
export const installmentStatusSql = (today: string, paid: SQL = sql`i.pago_cents`) => sql`
  case
    when t.cancelado_at is not null then 'cancelado'
    when ${paid} >= i.valor_cents then 'pago'
    when i.vencimento < ${lateIfDueBefore(today)}::date then 'vencido'
    else 'pendente'
  end`;
