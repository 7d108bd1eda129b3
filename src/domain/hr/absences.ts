import { counted } from '../plural.ts';
import { roundHalfUp, scaled } from './rates.ts';
import type { AbsenceRule } from './values.ts';

/**
 * The discount of the days absent without a reason, by the company's rule (a payroll setting):
 * - 'dias_uteis', the spec's and the default: salary ÷ 22 × days (spec part 2 'Payroll rules');
 * - 'clt': 1/30 of the salary per day absent (CLT art. 64: the monthly salary pays 30 days),
 *   plus the paid weekly rest (DSR) of each week with an absence, lost by Lei 605/1949 art. 6º:
 *   salary ÷ 30 × (days + weeks). `semanas` is how many weeks the days fell in; when not typed,
 *   the fewest they fit in, 6 working days a week: ⌈days ÷ 6⌉ (the reading kindest to the
 *   employee, the office types the real count).
 * The exact fraction is rounded half up once.
 */
export function absenceDiscount(
  rule: AbsenceRule,
  salario: number,
  dias: number,
  semanas?: number | null,
): { valor: number; referencia: string } {
  const daysText = counted(dias, 'dia', 'dias');
  if (rule === 'dias_uteis')
    return { valor: roundHalfUp(scaled(salario, 0) * BigInt(dias), 22n), referencia: daysText };
  if (dias === 0) return { valor: 0, referencia: daysText };
  const weeks = semanas ?? Math.ceil(dias / WORKDAYS_PER_WEEK);
  if (weeksProblem(dias, weeks)) throw new RangeError(weeksProblem(dias, weeks)!);
  return {
    valor: roundHalfUp(scaled(salario, 0) * BigInt(dias + weeks), 30n),
    referencia: `${daysText} + ${weeks} DSR`,
  };
}

/** Why the weeks typed for `dias` days absent do not fit (1 to the days, at most 6), or null. */
export function weeksProblem(dias: number, semanas: number): string | null {
  if (Number.isInteger(semanas) && semanas >= 1 && semanas <= Math.min(dias, 6)) return null;
  return `As semanas com falta vão de 1 até os dias de falta (${Math.min(dias, 6)}).`;
}

/** Working days of a week of 44 hours, Monday to Saturday: what the untyped weeks assume. */
const WORKDAYS_PER_WEEK = 6;

/** The holerite line's description under each rule: the CLT's says so. */
export const ABSENCE_LINE: Record<AbsenceRule, string> = {
  dias_uteis: 'Faltas',
  clt: 'Faltas (CLT: 1/30 + DSR)',
};
