import { sql } from 'drizzle-orm';
import { cashFlowMonths, type CashFlowFigure } from '../../domain/accounting/cash-flow.ts';
import type { CashFlow } from '../../domain/accounting/report-contracts.ts';
import { monthAt } from '../../domain/dashboard/periods.ts';
import { queryRows, type Db } from '../db/database.ts';
import { accountsBalanceSql, openInstallmentsSql } from './report-sql.ts';

/**
 * Cash flow by month from `de` to `ate` ('YYYY-MM'): realised — the payments by their date,
 * receipts in and payments out —, projected — what open installments still owe, by due date,
 * the overdue ones in the current month (`today`'s) —, and the balance at each month's end from
 * the active accounts' balance at the start of `de`.
 */
export async function loadCashFlow(
  db: Db,
  companyId: string,
  today: string,
  range: { de: string; ate: string },
): Promise<CashFlow> {
  const from = monthAt(range.de).from;
  const to = monthAt(range.ate).to;
  const [row] = await queryRows<{ saldo_inicial: string; meses: CashFlowFigure[] }>(
    db,
    sql`with realised as (
        select to_char(p.data, 'YYYY-MM') as mes,
          sum(p.valor_cents - p.tarifa_cents) filter (where t.lado = 'receber') as entradas,
          sum(p.valor_cents + p.tarifa_cents) filter (where t.lado = 'pagar') as saidas
        from finance_payments p
          join finance_installments i on i.id = p.installment_id
          join finance_titles t on t.id = i.title_id
        where p.company_id = ${companyId} and p.data >= ${from}::date and p.data < ${to}::date
        group by 1
      ), projected as (
        select to_char(greatest(o.vencimento, ${today}::date), 'YYYY-MM') as mes,
          sum(o.saldo) filter (where o.lado = 'receber') as entradas,
          sum(o.saldo) filter (where o.lado = 'pagar') as saidas
        from (${openInstallmentsSql(companyId)}) o
        where greatest(o.vencimento, ${today}::date) >= ${from}::date
          and greatest(o.vencimento, ${today}::date) < ${to}::date
        group by 1
      )
      select (${accountsBalanceSql(companyId, from)}) as saldo_inicial,
        (select coalesce(json_agg(json_build_object(
            'mes', coalesce(r.mes, f.mes),
            'entradas_realizadas_cents', coalesce(r.entradas, 0),
            'saidas_realizadas_cents', coalesce(r.saidas, 0),
            'entradas_previstas_cents', coalesce(f.entradas, 0),
            'saidas_previstas_cents', coalesce(f.saidas, 0))), '[]')
          from realised r full join projected f on f.mes = r.mes) as meses`,
  );
  const opening = Number(row!.saldo_inicial);
  return {
    ...range,
    saldo_inicial_cents: opening,
    meses: cashFlowMonths(range.de, range.ate, opening, row!.meses),
  };
}
