import { formatBRL } from '../money.ts';

/**
 * The minimum wage. Constituição art. 7º IV: no monthly salary below the salário mínimo (the
 * active payroll table's `salarioMinimo`). A part-time contract (CLT art. 58-A) states its
 * weekly hours and is paid in proportion to them (art. 58-A §1º; OJ 358 SDI-1 TST): the mínimo
 * pays 220 hours a month for 44 a week (mínimo hora = mínimo ÷ 220), so h weekly hours earn at
 * least mínimo × h ÷ 44.
 */

/** The constitutional full-time week (Constituição art. 7º XIII), the mínimo's hours. */
export const FULL_TIME_WEEKLY_HOURS = 44;

/** The least monthly salary for `horasSemanais` (1–44): mínimo × h ÷ 44, up to the centavo. */
export function minimumSalary(salarioMinimo: number, horasSemanais: number): number {
  const numerator = salarioMinimo * horasSemanais;
  return Math.ceil(numerator / FULL_TIME_WEEKLY_HOURS);
}

/**
 * Why a base salary is refused under the minimum wage, in pt-BR with the figure, or null: the
 * whole mínimo for 44 h a week, the proportional one for fewer.
 */
export function minimumWageIssue(
  salarioBase: number,
  horasSemanais: number,
  salarioMinimo: number,
): string | null {
  const least = minimumSalary(salarioMinimo, horasSemanais);
  if (salarioBase >= least) return null;
  return horasSemanais >= FULL_TIME_WEEKLY_HOURS
    ? `O salário-base não pode ser menor que o salário mínimo (${formatBRL(least)}).`
    : `O salário-base não pode ser menor que o salário mínimo proporcional a ${horasSemanais} h ` +
        `semanais (${formatBRL(least)}; CLT art. 58-A).`;
}
