import { sameJson } from '../operations/frozen.ts';
import type { MonthlyReport } from './model-in-2-2008.ts';

/**
 * Whether the month's report to `uf` would say something else today than the one sent (decision
 * 029): the company's header or the UF's rows and totals differ. A month sent before issue 38
 * (no data kept) is never said to have changed.
 */
export function sentMonthChanged(sent: MonthlyReport | null, today: MonthlyReport, uf: string) {
  if (!sent) return false;
  const stateOf = (report: MonthlyReport) => report.states.find((state) => state.uf === uf) ?? null;
  return !sameJson(sent.company, today.company) || !sameJson(stateOf(sent), stateOf(today));
}

export const SENT_MONTH_CHANGED =
  'Um cadastro ou uma operação deste mês foi alterado depois do envio. A planilha e o PDF deste estado continuam sendo os arquivos enviados.';
