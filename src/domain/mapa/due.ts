import { TZDate } from '@date-fns/tz';
import { MONTH_NAMES } from '../format.ts';

/**
 * The MAPA report due now (DESIGN §5: the dashboard warns from the 1st to the 15th, in São
 * Paulo's calendar, until the previous month's report is marked sent), else null.
 */
export function mapaReportDue(now: Date, sentMonths: { year: number; month: number }[]) {
  const local = new TZDate(now.getTime(), 'America/Sao_Paulo');
  if (local.getDate() > 15) return null;
  const month = local.getMonth() + 1;
  const due =
    month === 1
      ? { year: local.getFullYear() - 1, month: 12 }
      : { year: local.getFullYear(), month: month - 1 };
  if (sentMonths.some((s) => s.year === due.year && s.month === due.month)) return null;
  return { ...due, message: `Relatório MAPA de ${MONTH_NAMES[due.month - 1]} pendente` };
}
