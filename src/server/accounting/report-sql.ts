import { sql } from 'drizzle-orm';
import { paidByInstallment } from './installment-status.ts';

/**
 * Every open installment of the company — its title not cancelled, something still owed — with
 * its side, due date, client and what is left (`saldo`, centavos): what the summary cards, the
 * projected cash flow and the ageing read.
 */
export const openInstallmentsSql = (companyId: string) => sql`
  select t.lado, i.vencimento, t.client_id, t.contraparte,
    i.valor_cents - coalesce(p.pago, 0) as saldo
  from finance_installments i
    join finance_titles t on t.id = i.title_id
    left join ${paidByInstallment} p on p.installment_id = i.id
  where i.company_id = ${companyId} and t.cancelado_at is null
    and i.valor_cents > coalesce(p.pago, 0)`;

/** Each payment with its side's sign (receipts positive, payments negative), `p` and `t` in scope. */
const signedPayment = sql`case when t.lado = 'receber' then p.valor_cents else -p.valor_cents end`;

/**
 * The active bank accounts' balance before `until` (exclusive): their starting balances plus the
 * receipts and minus the payments recorded on them from each one's starting date.
 */
export const accountsBalanceSql = (companyId: string, until: string) => sql`
  select coalesce(sum(a.saldo_inicial_cents), 0) + coalesce((
      select sum(${signedPayment})
      from finance_payments p
        join bank_accounts pa on pa.id = p.bank_account_id
        join finance_installments i on i.id = p.installment_id
        join finance_titles t on t.id = i.title_id
      where p.company_id = ${companyId} and pa.archived_at is null
        and p.data >= pa.saldo_inicial_data and p.data < ${until}::date), 0)
  from bank_accounts a
  where a.company_id = ${companyId} and a.archived_at is null`;
