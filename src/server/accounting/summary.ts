import { sql } from 'drizzle-orm';
import { dreValue } from '../../domain/accounting/dre.ts';
import type { AccountingSummary } from '../../domain/accounting/report-contracts.ts';
import { lateIfDueBefore } from '../../domain/accounting/settlement.ts';
import { addDays } from '../../domain/dates.ts';
import { queryRows, type Db } from '../db/database.ts';
import { loadMonthlyResult } from './monthly-result.ts';
import { accountsBalanceSql, openInstallmentsSql } from './report-sql.ts';

type SummaryRow = Record<
  'receber_aberto' | 'receber_vencido' | 'pagar_aberto' | 'pagar_vencido' | 'saldo_contas',
  string
>;

/**
 * The cards of the accounting page on `today` (São Paulo): what is open and overdue on each
 * side (what installments still owe), the active accounts' balance through today, and the
 * current month's net result as the DRE works it out.
 */
export async function loadSummary(
  db: Db,
  companyId: string,
  today: string,
): Promise<AccountingSummary> {
  const late = lateIfDueBefore(today);
  const [row] = await queryRows<SummaryRow>(
    db,
    sql`select
        coalesce(sum(o.saldo) filter (where o.lado = 'receber'), 0) as receber_aberto,
        coalesce(sum(o.saldo) filter (where o.lado = 'receber' and o.vencimento < ${late}::date), 0)
          as receber_vencido,
        coalesce(sum(o.saldo) filter (where o.lado = 'pagar'), 0) as pagar_aberto,
        coalesce(sum(o.saldo) filter (where o.lado = 'pagar' and o.vencimento < ${late}::date), 0)
          as pagar_vencido,
        (${accountsBalanceSql(companyId, addDays(today, 1))}) as saldo_contas
      from (${openInstallmentsSql(companyId)}) o`,
  );
  const mes = today.slice(0, 7);
  const result = await loadMonthlyResult(db, companyId, mes);
  return {
    receber_aberto_cents: Number(row!.receber_aberto),
    receber_vencido_cents: Number(row!.receber_vencido),
    pagar_aberto_cents: Number(row!.pagar_aberto),
    pagar_vencido_cents: Number(row!.pagar_vencido),
    saldo_contas_cents: Number(row!.saldo_contas),
    mes,
    resultado_mes_cents: dreValue(result.linhas, 'resultado_liquido').mes,
  };
}
