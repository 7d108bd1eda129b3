import { sql, type SQL } from 'drizzle-orm';

/**
 * Every open installment of the company — its title not cancelled, something still owed — with
 * its side, due date, client and what is left (`saldo`, centavos): what the summary cards, the
 * projected cash flow and the ageing read.
 */
export const openInstallmentsSql = (companyId: string) => sql`
  select t.lado, i.vencimento, t.client_id, t.contraparte,
    i.valor_cents - i.pago_cents as saldo
  from finance_installments i
    join finance_titles t on t.id = i.title_id
  where i.company_id = ${companyId} and t.cancelado_at is null
    and i.valor_cents > i.pago_cents`;

/**
 * A bank account's balance (the account named `account` in the query, `a` unless told): its
 * starting balance plus the receipts and minus the payments recorded on it from its starting
 * date, less their bank fees (tarifa, `cashMovementCents`), before `until` (exclusive) when given. The accounts list and the reports read it.
 */
export const accountBalanceSql = (until?: string, account: SQL = sql`a`) =>
  sql`${account}.saldo_inicial_cents + coalesce((
    select sum(case when t.lado = 'receber' then p.valor_cents else -p.valor_cents end
      - p.tarifa_cents)
    from finance_payments p
      join finance_installments i on i.id = p.installment_id
      join finance_titles t on t.id = i.title_id
    where p.bank_account_id = ${account}.id and p.data >= ${account}.saldo_inicial_data
      ${until ? sql`and p.data < ${until}::date` : sql``}), 0)`;

/** The active bank accounts' balance before `until` (exclusive). */
export const accountsBalanceSql = (companyId: string, until: string) => sql`
  select coalesce(sum(${accountBalanceSql(until)}), 0)
  from bank_accounts a
  where a.company_id = ${companyId} and a.archived_at is null`;
