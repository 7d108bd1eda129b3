import { describe, expect, it } from 'vitest';
import { minimumSalary, minimumWageIssue } from './minimum-wage.ts';
import { TABLES_2026 } from './tables.ts';

// Constituição art. 7º IV: no monthly salary below the salário mínimo (R$ 1.621,00 in the 2026
// tables). A part-time contract (CLT art. 58-A: up to 30 h a week, or up to 26 h with overtime)
// is paid in proportion to its hours (art. 58-A §1º; OJ 358 SDI-1 TST): the mínimo buys 220
// hours a month for 44 a week (mínimo hora = mínimo ÷ 220), so h weekly hours earn at least
// mínimo × h ÷ 44, rounded up to the centavo (a salary may not fall short of it).
const MINIMO = TABLES_2026.salarioMinimo;

describe('the least monthly salary by weekly hours', () => {
  it.each([
    // hours, least salary: the computation
    [44, 162100], // 1.621,00 × 44 ÷ 44 = 1.621,00
    [30, 110523], // 1.621,00 × 30 ÷ 44 = 1.105,2272… → 1.105,23 (up)
    [26, 95787], // 1.621,00 × 26 ÷ 44 = 957,8636… → 957,87
    [22, 81050], // 1.621,00 × 22 ÷ 44 = 810,50 exactly
    [20, 73682], // 1.621,00 × 20 ÷ 44 = 736,8181… → 736,82; mínimo hora 7,3681… × 100 h
  ])('%i h a week: at least %i centavos', (horas, least) => {
    expect(minimumSalary(MINIMO, horas)).toBe(least);
  });
});

describe('a salary against the mínimo (the message names the rule and the figure)', () => {
  it.each([
    [162100, 44, null],
    [162099, 44, 'O salário-base não pode ser menor que o salário mínimo (R$ 1.621,00).'],
    [150000, 44, 'O salário-base não pode ser menor que o salário mínimo (R$ 1.621,00).'],
    [110523, 30, null],
    [
      110522,
      30,
      'O salário-base não pode ser menor que o salário mínimo proporcional a 30 h semanais ' +
        '(R$ 1.105,23; CLT art. 58-A).',
    ],
    [200000, 20, null],
  ])('%i centavos for %i h a week → %s', (salario, horas, message) => {
    expect(minimumWageIssue(salario, horas, MINIMO)).toBe(message);
  });
});
