import { sql, type SQL } from 'drizzle-orm';
import { lateIfDueBefore } from '../../domain/accounting/settlement.ts';

/**
 * An installment's status in SQL, the same rule as `installmentStatus` in the domain: the
 * title's cancellation, then payments covering the value, then the due date against `today`
 * (São Paulo's calendar). `i`, `t` and `paid` name the installment, its title and the sum of
 * its payments in the query that uses it.
 */
export const installmentStatusSql = (today: string, paid: SQL = sql`coalesce(p.pago, 0)`) => sql`
  case
    when t.cancelado_at is not null then 'cancelado'
    when ${paid} >= i.valor_cents then 'pago'
    when i.vencimento < ${lateIfDueBefore(today)}::date then 'vencido'
    else 'pendente'
  end`;

/**
 * What the payments of each installment settle (their principal, `principalCents`), summed:
 * join as `p` on `p.installment_id = i.id`.
 */
export const paidByInstallment = sql`(
  select installment_id,
    sum(valor_cents - juros_cents - multa_cents + desconto_cents)::bigint as pago
  from finance_payments group by installment_id
)`;
