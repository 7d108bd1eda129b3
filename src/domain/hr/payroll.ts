import { applyRate, PERCENT, RATE_DECIMALS, roundHalfUp, scaled } from './rates.ts';
import type { PayrollTables } from './tables.ts';
import { ABSENCE_LINE, absenceDiscount } from './absences.ts';
import {
  PayrollError,
  percentText,
  taxedPayroll,
  type LineValue,
  type PayrollLineCode,
  type PayrollResult,
} from './payslip.ts';
import { formatBRL } from '../money.ts';
import { dsr, dsrText, restDays } from './dsr.ts';
import type { VacationShare } from './vacation-month.ts';

/** A month's payroll input for one employee: money in centavos, hours with up to 2 decimals. */
export type PayrollInput = {
  /** The month's first day ('YYYY-MM-01'): its Sundays and holidays give the DSR (dsr.ts). */
  competencia: string;
  salarioBase: number;
  horasExtras50: number;
  horasExtras100: number;
  horasNoturnas: number;
  /**
   * The night hours were typed as clock hours (60 minutes): each is paid as 60 ÷ 52,5 = 8/7 of
   * a night hour (CLT art. 73 §1º). Absent or false: typed as night hours already.
   */
  noturnasRelogio?: boolean;
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
   * Days of the month employed when admitted or dismissed in it (1–30; absent: the whole month).
   * Our choice: the salary, the premiums and the voucher are paid for them (less any férias
   * days) as a 30-day commercial month; the hourly rate and the absences read the whole base.
   */
  diasTrabalhados?: number;
  /**
   * The month's share of closed férias (vacation-month.ts): their days are not paid as salary
   * here, and their base and INSS join the competência's INSS (taxedPayroll).
   */
  ferias?: VacationShare | null;
};

const hoursText = (hours: number) => `${hours.toFixed(2).replace('.', ',')} h`;
const daysText = (days: number) => (days === 1 ? '1 dia' : `${days} dias`);

/** Monthly hours divisor of the hourly rate (spec: salary / 220). */
const MONTHLY_HOURS = 220n;

/** A night hour of 52'30": a clock hour is 60 ÷ 52,5 = 8/7 of it (CLT art. 73 §1º). */
const NIGHT_HOUR = { clock: 7n, night: 8n };

/**
 * hourly base / 220 × hours × percent % (× 8/7 for clock hours at night), kept exact and rounded
 * half up once.
 */
function hoursValue(hourlyBase: number, hours: number, percent: number, clock = false): number {
  const numerator = scaled(hourlyBase, 0) * scaled(hours, 2) * scaled(percent, RATE_DECIMALS);
  const [times, per] = clock ? [NIGHT_HOUR.night, NIGHT_HOUR.clock] : [1n, 1n];
  return roundHalfUp(numerator * times, MONTHLY_HOURS * 100n * PERCENT * per);
}

/** The night hours' reference: '8,00 h', or '7,00 h relógio' when typed as clock hours. */
const nightText = (hours: number, clock?: boolean) =>
  clock ? `${hoursText(hours)} relógio` : hoursText(hours);

/** `cents` × days ÷ 30 (the commercial month), exact and rounded half up once. */
const forDays = (cents: number, days: number) => roundHalfUp(scaled(cents, 0) * BigInt(days), 30n);

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
  // The days paid as salary: those employed in the month less the férias days in it (the
  // commercial month of 30 days; decision 032), never below 0.
  const days = Math.max(0, (input.diasTrabalhados ?? 30) - (input.ferias?.dias ?? 0));
  // The month's salary: the whole base, or base / 30 × the days paid, rounded once.
  const salario = forDays(base, days);
  // Our choice: insalubridade on the minimum wage (CLT art. 192), periculosidade 30 % of the base.
  const insalubridadeMes = applyRate(tables.salarioMinimo, input.insalubridade);
  const periculosidadeMes = input.periculosidade ? applyRate(base, 30) : 0;
  const insalubridade = forDays(insalubridadeMes, days);
  const periculosidade = input.periculosidade ? applyRate(salario, 30) : 0;
  // Night premium = base / 220 × night hours × pct / 100 (spec); clock hours count 8/7.
  const noturno = hoursValue(
    base,
    input.horasNoturnas,
    tables.adicionalNoturno,
    input.noturnasRelogio,
  );
  // Overtime = hourly × hours × (1 + pct/100), the hourly rate on the salary and the premiums of
  // salary nature, for the whole month: insalubridade (OJ 47 SDI-1 TST), periculosidade (Súmula
  // 132 I TST) and the adicional noturno (Súmula 60 I TST) — Súmula 264 TST.
  const hourly = base + insalubridadeMes + periculosidadeMes + noturno;
  const he50 = hoursValue(hourly, input.horasExtras50, 100 + tables.horaExtra50);
  const he100 = hoursValue(hourly, input.horasExtras100, 100 + tables.horaExtra100);
  // The weekly rest on the overtime and the commissions (dsr.ts).
  const rest = restDays(input.competencia);
  const dsrHorasExtras = dsr(he50 + he100, rest);
  const dsrComissoes = dsr(input.comissoes, rest);
  const funcaoGratificada = forDays(input.funcaoGratificada, days);
  // Absences: base / 22 × days (spec), or the CLT's 1/30 + DSR when the company chose it
  // (absences.ts); a desconto line that also lowers the taxable bases.
  const regraFaltas = tables.faltas ?? 'dias_uteis';
  const faltas = absenceDiscount(regraFaltas, base, input.diasFaltas, input.semanasComFalta);
  // Our choice: the employee's share is the smaller of the voucher for the days paid and the
  // % of the month's salary.
  const valeTransporte = input.valeTransporte
    ? Math.min(
        forDays(tables.valeTransporteValor, days),
        applyRate(salario, tables.valeTransporteDescontoMax),
      )
    : 0;

  const proventos =
    salario +
    he50 +
    he100 +
    noturno +
    insalubridade +
    periculosidade +
    funcaoGratificada +
    input.comissoes +
    dsrHorasExtras +
    dsrComissoes;
  // Our choice: every provento is salary, so the taxable remuneration is all of them less faltas.
  const tributavel = Math.max(0, proventos - faltas.valor);
  const taxes = {
    dependentes: input.dependentes,
    // FGTS is the employer's deposit on the same base; it is not discounted from the employee.
    fgts: { base: tributavel, valor: applyRate(tributavel, tables.fgts) },
    ferias: input.ferias?.dias ? input.ferias : null,
  };
  const shares: [ShareCode, number][] = [
    ['vale_alimentacao', input.valeAlimentacao],
    ['vale_refeicao', input.valeRefeicao],
    ['plano_saude', input.planoSaudeValor],
    ['plano_odontologico', input.planoDentalValor],
    ['outros_descontos', input.outrosDescontos ?? 0],
  ];
  const payslip = (discounted: Partial<Record<ShareCode, LineValue>>) =>
    taxedPayroll({ ...lines, ...discounted }, tributavel, taxes, tables);
  const lines: Partial<Record<PayrollLineCode, LineValue>> = {
    salario_base: { valor: salario, referencia: daysText(days) },
    hora_extra_50: { valor: he50, referencia: hoursText(input.horasExtras50) },
    hora_extra_100: { valor: he100, referencia: hoursText(input.horasExtras100) },
    adicional_noturno: {
      valor: noturno,
      referencia: nightText(input.horasNoturnas, input.noturnasRelogio),
    },
    insalubridade: { valor: insalubridade, referencia: percentText(input.insalubridade) },
    periculosidade: { valor: periculosidade, referencia: percentText(30) },
    funcao_gratificada: { valor: funcaoGratificada, referencia: null },
    comissoes: { valor: input.comissoes, referencia: null },
    dsr_horas_extras: { valor: dsrHorasExtras, referencia: dsrText(rest) },
    dsr_comissoes: { valor: dsrComissoes, referencia: dsrText(rest) },
    faltas: { ...faltas, descricao: ABSENCE_LINE[regraFaltas] },
    vale_transporte: {
      valor: valeTransporte,
      referencia: percentText(tables.valeTransporteDescontoMax),
    },
  };
  if (!taxes.ferias)
    return payslip(Object.fromEntries(shares.map(([code, valor]) => [code, full(valor)])));
  // A month with férias may pay too little to carry the employee's shares of the benefits and
  // the other discounts (our choice, decision 032): they are taken in this order up to the net
  // the month leaves, a line cut short saying what was due; the rest is the office's to
  // discount later ('Outros descontos').
  let left = payslip({}).salarioLiquido;
  const taken = shares.map(([code, valor]): [ShareCode, LineValue] => {
    const valorTaken = Math.min(valor, left);
    left -= valorTaken;
    return [
      code,
      { valor: valorTaken, referencia: valorTaken < valor ? `de ${formatBRL(valor)}` : null },
    ];
  });
  return payslip(Object.fromEntries(taken));
}

/** The discounts of the employee's own choosing: benefits' shares and the others typed. */
type ShareCode =
  'vale_alimentacao' | 'vale_refeicao' | 'plano_saude' | 'plano_odontologico' | 'outros_descontos';

/** A discount line taken whole. */
const full = (valor: number): LineValue => ({ valor, referencia: null });
