import { inflect } from '../../../domain/agreement.ts';
import { todayInSaoPaulo } from '../../../domain/dates.ts';
import {
  PAYROLL_RUN_KIND_AGREEMENT,
  PAYROLL_RUN_KIND_LABELS,
  type PayrollRunKind,
} from '../../../domain/hr/values.ts';
import { MONTH_NAMES } from '../../../domain/format.ts';

// The months of the payroll as people read them, in São Paulo's calendar.

/** This month in São Paulo, as a month field holds it: '2026-11'. */
export const currentMonth = (now = new Date()) => todayInSaoPaulo(now).slice(0, 7);

/** This year in São Paulo. */
export const currentYear = (now = new Date()) => Number(currentMonth(now).slice(0, 4));

/** A competência ('2026-11-01' or '2026-11') as the payroll names it: 'novembro/2026'. */
export function competenceLabel(date: string): string {
  const [year, month] = date.split('-') as [string, string];
  return `${MONTH_NAMES[Number(month) - 1]}/${year}`;
}

/** 'Férias de dezembro/2026 criadas.': a run just made, its words agreeing with its kind. */
export const runCreatedMessage = (kind: PayrollRunKind, competencia: string) =>
  `${PAYROLL_RUN_KIND_LABELS[kind]} de ${competenceLabel(competencia)} ${inflect(PAYROLL_RUN_KIND_AGREEMENT[kind], 'criado')}.`;
