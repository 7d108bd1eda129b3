import { z } from 'zod';
import { centsValue } from '../wire.ts';
import { COMMISSION_BASES, EMPLOYEE_ROLES } from './values.ts';

// What a payroll run keeps for each employee, as JSON beside the item and answered as it is: the
// entry (the employee's facts then and the month's) and what the payroll rules computed from it.

/** Where a prefilled commission came from: the operations the pilot concluded that month. */
export const commissionSource = z.strictObject({
  base: z.enum(COMMISSION_BASES),
  valor_cents: centsValue,
  operacoes: z.number().int(),
  hectares: z.number(),
  horas_voo: z.number(),
});
export type CommissionSource = z.infer<typeof commissionSource>;

/** What the payroll reads of an employee's register: the salary, dependents, benefits, premiums. */
export const employeePayFacts = {
  salario_base_cents: centsValue,
  dependentes: z.number().int(),
  vale_transporte: z.boolean(),
  vale_alimentacao_cents: centsValue,
  vale_refeicao_cents: centsValue,
  plano_saude_cents: centsValue,
  plano_odontologico_cents: centsValue,
  insalubridade: z.number().int(),
  periculosidade: z.boolean(),
  funcao_gratificada_cents: centsValue,
};

/**
 * The employee's facts a run was computed with (kept with the run, so a closed month's
 * holerite stays as it was paid when the register changes later).
 */
export const employeeSnapshot = z.strictObject({
  nome: z.string(),
  cpf: z.string(),
  pis: z.string().nullable(),
  cargo: z.enum(EMPLOYEE_ROLES),
  admissao: z.string(),
  /** A dismissal by then (the month's salary is prorated to the days worked). */
  demissao: z.string().nullable(),
  ...employeePayFacts,
});
export type EmployeeSnapshot = z.infer<typeof employeeSnapshot>;

/** A month's share of closed férias: days, base (férias + 1/3) and the INSS they withheld. */
const vacationShareRecord = z.strictObject({
  dias: z.number().int(),
  base: centsValue,
  inss: centsValue,
});

/** An item's stored entry: the snapshot, the month's facts and the commission's source. */
export const payrollItemEntry = z.strictObject({
  funcionario: employeeSnapshot,
  horas_extras_50: z.number(),
  horas_extras_100: z.number(),
  horas_noturnas: z.number(),
  /** The night hours were typed as clock hours, paid as 8/7 (CLT art. 73 §1º); absent: no. */
  noturnas_relogio: z.boolean().optional(),
  dias_faltas: z.number().int(),
  /** The weeks the days absent fell in, as typed (the CLT rule's DSR); absent: ⌈days ÷ 6⌉. */
  semanas_faltas: z.number().int().nullable().optional(),
  comissoes_cents: centsValue,
  outros_descontos_cents: centsValue,
  comissao_origem: commissionSource.nullable(),
  /** 13º: months counted and the average of the variable earnings. */
  meses: z.number().int().nullable(),
  media_variaveis_cents: centsValue.nullable(),
  /** Férias: the first day and how many days. */
  inicio: z.string().nullable(),
  dias: z.number().int().nullable(),
  /** Férias: the days sold as abono pecuniário (CLT art. 143); absent: none. */
  abono: z.number().int().nullable().optional(),
  /** Férias: the days enjoyed after the período concessivo, paid in double (CLT art. 137). */
  dias_dobro: z.number().int().nullable().optional(),
  /** A month: its share of the employee's closed férias (vacation-month.ts); absent: none. */
  ferias_no_mes: vacationShareRecord.nullable().optional(),
});
export type PayrollItemEntry = z.infer<typeof payrollItemEntry>;

/** An entry with nothing typed yet: no hours, absences, commissions or discounts. */
export function blankEntry(funcionario: EmployeeSnapshot): PayrollItemEntry {
  return {
    funcionario,
    horas_extras_50: 0,
    horas_extras_100: 0,
    horas_noturnas: 0,
    dias_faltas: 0,
    comissoes_cents: 0,
    outros_descontos_cents: 0,
    comissao_origem: null,
    meses: null,
    media_variaveis_cents: null,
    inicio: null,
    dias: null,
  };
}

/** One line of a holerite: an earning or a discount, with its reference (hours, days, %). */
export const payrollLine = z.strictObject({
  codigo: z.string(),
  descricao: z.string(),
  referencia: z.string().nullable(),
  tipo: z.enum(['provento', 'desconto']),
  valor: centsValue,
});

/** What the payroll rules computed for one employee (spec part 2 §3 'Payroll result'). */
export const payrollItemResult = z.strictObject({
  linhas: z.array(payrollLine),
  totalProventos: centsValue,
  totalDescontos: centsValue,
  salarioLiquido: centsValue,
  descontoINSS: centsValue,
  descontoIRRF: centsValue,
  descontoFaltas: centsValue,
  descontoValeTransporte: centsValue,
  baseINSS: centsValue,
  baseIRRF: centsValue,
  baseFGTS: centsValue,
  fgts: centsValue,
  deducaoIRRF: z.strictObject({
    tipo: z.enum(['legal', 'simplificada']),
    valor: centsValue,
  }),
  reducaoLei15270: centsValue,
  feriasNoMes: vacationShareRecord.optional(),
});
export type PayrollItemResult = z.infer<typeof payrollItemResult>;
