import { daysBetween, monthEnd } from '../dates.ts';
import type { EmployeeSnapshot } from './payroll-records.ts';

/**
 * The days of the month starting on `competencia` that the employee worked, from admission (or
 * the 1st) to dismissal (or the month's end), both counted, at most 30 (a commercial month);
 * null for the whole month. The payroll pays the salary and the premiums for them
 * (`diasTrabalhados`).
 */
export function daysWorked(
  employee: Pick<EmployeeSnapshot, 'admissao' | 'demissao'>,
  competencia: string,
): number | null {
  const last = monthEnd(competencia);
  const from = employee.admissao > competencia ? employee.admissao : competencia;
  const to = employee.demissao && employee.demissao < last ? employee.demissao : last;
  if (from === competencia && to === last) return null;
  return Math.min(30, Math.max(0, daysBetween(from, to) + 1));
}
