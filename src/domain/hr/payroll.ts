import { applyRate, PERCENT, RATE_DECIMALS, roundHalfUp, scaled } from './rates.ts';
import type { PayrollTables } from './tables.ts';
import { ABSENCE_LINE, absenceDiscount } from './absences.ts';
import { PayrollError, percentText, taxedPayroll, type PayrollResult } from './payslip.ts';

/** A month's payroll input for one employee: money in centavos, hours with up to 2 decimals. */
export type PayrollInput = {
  salarioBase: number;
  horasExtras50: number;
  horasExtras100: number;
  horasNoturnas: number;
  /** Grade, in percent of the minimum wage. */
  insalubridade: 0 | 10 | 20 | 40;
  /** 30 % of the base salary; never together with insalubridade. */
  periculosidade: boolean;
  funcaoGratificada: number;
  comissoes: number;
  /** The employee opted in to the vale-transporte. */
  valeTransporte: boolean;
  /** The employee's share of each benefit, discounted. */
  valeAlimentacao: number;
  valeRefeicao: number;
  /** Whole days. */
  diasFaltas: number;
  /** The weeks the days absent fell in, for the DSR the CLT rule takes (absences.ts). */
  semanasComFalta?: number | null;
  dependentes: number;
  planoSaudeValor: number;
  planoDentalValor: number;
  /** An advance already paid, for example. */
  outrosDescontos?: number;
  /**
   * Days of the month worked when admitted or dismissed in it (1–30; absent: the whole month).
   * Our choice: the salary and the premiums are paid for them as a 30-day commercial month;
   * the hourly rate and the absences still read the whole base.
   */
  diasTrabalhados?: number;
};

const hoursText = (hours: number) => `${hours.toFixed(2).replace('.', ',')} h`;
const daysText = (days: number) => (days === 1 ? '1 dia' : `${days} dias`);

/** Monthly hours divisor of the hourly rate (spec: salary / 220). */
const MONTHLY_HOURS = 220n;

/** base / 220 × hours × percent %, kept exact and rounded half up once. */
function hoursValue(salarioBase: number, hours: number, percent: number): number {
  const numerator = scaled(salarioBase, 0) * scaled(hours, 2) * scaled(percent, RATE_DECIMALS);
  return roundHalfUp(numerator, MONTHLY_HOURS * 100n * PERCENT);
}

function assertInput(input: PayrollInput) {
  const integers = [
    input.salarioBase,
    input.funcaoGratificada,
    input.comissoes,
    input.valeAlimentacao,
    input.valeRefeicao,
    input.planoSaudeValor,
    input.planoDentalValor,
    input.outrosDescontos ?? 0,
    input.diasFaltas,
    input.dependentes,
  ];
  if (integers.some((value) => !Number.isSafeInteger(value) || value < 0))
    throw new RangeError('valores em centavos, dias e dependentes: inteiros não negativos');
  if ([input.horasExtras50, input.horasExtras100, input.horasNoturnas].some((h) => !(h >= 0)))
    throw new RangeError('horas não negativas');
  const days = input.diasTrabalhados ?? 30;
  if (!Number.isInteger(days) || days < 0 || days > 30)
    throw new RangeError('dias trabalhados: inteiro de 0 a 30');
  if (input.insalubridade > 0 && input.periculosidade)
    throw new PayrollError('Insalubridade e periculosidade não podem ser pagas juntas.');
}

/**
 * The month's payroll of one employee. Every line is rounded half up on its own; the bases are
 * every provento less the absences; INSS, IRRF and FGTS as in inss.ts and irrf.ts.
 */
export function computePayroll(input: PayrollInput, tables: PayrollTables): PayrollResult {
  assertInput(input);
  const base = input.salarioBase;
  const days = input.diasTrabalhados ?? 30;
  // The month's salary: the whole base, or base / 30 × the days worked, rounded once.
  const salario = roundHalfUp(scaled(base, 0) * BigInt(days), 30n);
  // Overtime = hourly × hours × (1 + pct/100); night premium = hourly × hours × pct/100 (spec).
  const he50 = hoursValue(base, input.horasExtras50, 100 + tables.horaExtra50);
  const he100 = hoursValue(base, input.horasExtras100, 100 + tables.horaExtra100);
  const noturno = hoursValue(base, input.horasNoturnas, tables.adicionalNoturno);
  // Our choice: insalubridade on the minimum wage (CLT art. 192), periculosidade 30 % of the base.
  const insalubridade = roundHalfUp(
    scaled(applyRate(tables.salarioMinimo, input.insalubridade), 0) * BigInt(days),
    30n,
  );
  const periculosidade = input.periculosidade ? applyRate(salario, 30) : 0;
  // Absences: base / 22 × days (spec), or the CLT's 1/30 + DSR when the company chose it
  // (absences.ts); a desconto line that also lowers the taxable bases.
  const regraFaltas = tables.faltas ?? 'dias_uteis';
  const faltas = absenceDiscount(regraFaltas, base, input.diasFaltas, input.semanasComFalta);
  // Our choice: the employee's share is the smaller of the voucher and the % of the base salary.
  const valeTransporte = input.valeTransporte
    ? Math.min(tables.valeTransporteValor, applyRate(salario, tables.valeTransporteDescontoMax))
    : 0;

  const proventos =
    salario +
    he50 +
    he100 +
    noturno +
    insalubridade +
    periculosidade +
    input.funcaoGratificada +
    input.comissoes;
  // Our choice: every provento is salary, so the taxable remuneration is all of them less faltas.
  const tributavel = Math.max(0, proventos - faltas.valor);
  return taxedPayroll(
    {
      salario_base: { valor: salario, referencia: daysText(days) },
      hora_extra_50: { valor: he50, referencia: hoursText(input.horasExtras50) },
      hora_extra_100: { valor: he100, referencia: hoursText(input.horasExtras100) },
      adicional_noturno: { valor: noturno, referencia: hoursText(input.horasNoturnas) },
      insalubridade: { valor: insalubridade, referencia: percentText(input.insalubridade) },
      periculosidade: { valor: periculosidade, referencia: percentText(30) },
      funcao_gratificada: { valor: input.funcaoGratificada, referencia: null },
      comissoes: { valor: input.comissoes, referencia: null },
      faltas: { ...faltas, descricao: ABSENCE_LINE[regraFaltas] },
      vale_transporte: {
        valor: valeTransporte,
        referencia: percentText(tables.valeTransporteDescontoMax),
      },
      vale_alimentacao: { valor: input.valeAlimentacao, referencia: null },
      vale_refeicao: { valor: input.valeRefeicao, referencia: null },
      plano_saude: { valor: input.planoSaudeValor, referencia: null },
      plano_odontologico: { valor: input.planoDentalValor, referencia: null },
      outros_descontos: { valor: input.outrosDescontos ?? 0, referencia: null },
    },
    tributavel,
    {
      dependentes: input.dependentes,
      // FGTS is the employer's deposit on the same base; it is not discounted from the employee.
      fgts: { base: tributavel, valor: applyRate(tributavel, tables.fgts) },
    },
    tables,
  );
}
