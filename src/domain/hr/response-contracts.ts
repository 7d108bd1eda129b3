import { z } from 'zod';
import { PIX_TYPES } from '../br/pix.ts';
import {
  calendarDate,
  centsValue,
  isoTimestamp,
  nullableDate,
  nullableId,
  nullableInt,
  nullableText,
  pageOf,
} from '../wire.ts';
import {
  employeePayFacts,
  employeeSnapshot,
  payrollItemEntry,
  payrollItemResult,
} from './payroll-records.ts';
import {
  ABSENCE_RULES,
  COMMISSION_BASES,
  DOCUMENT_KINDS,
  EMPLOYEE_ROLES,
  PAYROLL_RUN_KINDS,
  PAYROLL_RUN_STATUSES,
} from './values.ts';

// What the routes of `/api/hr` answer (strict objects). Money is whole centavos.

/** A document that may expire, with the days left (negative when expired). */
export const employeeDocument = z.strictObject({
  id: z.uuid(),
  employee_id: z.uuid(),
  tipo: z.enum(DOCUMENT_KINDS),
  descricao: nullableText,
  numero: nullableText,
  emissao: nullableDate,
  validade: nullableDate,
  dias_para_vencer: nullableInt,
});
export type EmployeeDocument = z.infer<typeof employeeDocument>;

/** Who an employee is and the dates of the contract: what the list and the form both show. */
const employeeIdentity = {
  id: z.uuid(),
  nome: z.string(),
  cpf: z.string(),
  cargo: z.enum(EMPLOYEE_ROLES),
  admissao: calendarDate,
  demissao: nullableDate,
};

/** An employee as the list shows it. */
export const employeeRow = z.strictObject({
  ...employeeIdentity,
  salario_base_cents: centsValue,
  /** Documents expired or expiring within the warning days. */
  documentos_alerta: z.number().int(),
});
export type EmployeeRow = z.infer<typeof employeeRow>;

export const employeePage = pageOf(employeeRow);
export type EmployeePage = z.infer<typeof employeePage>;

/** An employee with every field of the form, its links and its documents. */
export const employeeDetail = z.strictObject({
  ...employeeIdentity,
  pis: nullableText,
  ...employeePayFacts,
  /** Weekly hours of the contract: 44 full time, fewer part-time. */
  jornada_semanal: z.number().int(),
  comissao_base: z.enum(COMMISSION_BASES),
  comissao_valor_cents: centsValue,
  banco: nullableText,
  agencia: nullableText,
  conta: nullableText,
  pix_tipo: z.enum(PIX_TYPES).nullable(),
  pix_chave: nullableText,
  pilot_id: nullableId,
  technician_id: nullableId,
  user_id: nullableText,
  observacoes: nullableText,
  documentos: z.array(employeeDocument),
});
export type EmployeeDetail = z.infer<typeof employeeDetail>;

/** A pilot or technician of the registers, and whether an employee is already linked to them. */
const linkableRegister = z.strictObject({ id: z.uuid(), nome: z.string(), vinculado: z.boolean() });

/** What an employee may be linked to: the company's pilots, technicians and members. */
export const employeeLinkOptions = z.strictObject({
  pilotos: z.array(linkableRegister),
  tecnicos: z.array(linkableRegister),
  usuarios: z.array(z.strictObject({ id: z.string(), nome: z.string(), email: z.string() })),
});
export type EmployeeLinkOptions = z.infer<typeof employeeLinkOptions>;

/** A document expiring within the warning days or expired, for the page and the dashboard. */
export const documentAlert = z.strictObject({
  id: z.uuid(),
  employee_id: z.uuid(),
  funcionario: z.string(),
  tipo: z.enum(DOCUMENT_KINDS),
  descricao: nullableText,
  validade: calendarDate,
  dias_para_vencer: z.number().int(),
});
export type DocumentAlert = z.infer<typeof documentAlert>;
export const documentAlerts = z.array(documentAlert);

/** A version of the payroll tables, as stored (amounts in centavos, rates in percent). */
export const payrollSettingsVersion = z.strictObject({
  id: z.uuid(),
  valido_desde: calendarDate,
  inss_faixa1_limite: centsValue,
  inss_faixa1_aliquota: z.number(),
  inss_faixa2_limite: centsValue,
  inss_faixa2_aliquota: z.number(),
  inss_faixa3_limite: centsValue,
  inss_faixa3_aliquota: z.number(),
  inss_faixa4_limite: centsValue,
  inss_faixa4_aliquota: z.number(),
  irrf_isencao: centsValue,
  irrf_faixa1_limite: centsValue,
  irrf_faixa1_aliquota: z.number(),
  irrf_faixa1_deducao: centsValue,
  irrf_faixa2_limite: centsValue,
  irrf_faixa2_aliquota: z.number(),
  irrf_faixa2_deducao: centsValue,
  irrf_faixa3_limite: centsValue,
  irrf_faixa3_aliquota: z.number(),
  irrf_faixa3_deducao: centsValue,
  irrf_faixa4_aliquota: z.number(),
  irrf_faixa4_deducao: centsValue,
  irrf_deducao_dependente: centsValue,
  irrf_desconto_simplificado: centsValue,
  irrf_reducao_lei_15270: z.boolean(),
  vale_transporte_valor: centsValue,
  vale_transporte_desconto_max: z.number(),
  hora_extra_50_percentual: z.number(),
  hora_extra_100_percentual: z.number(),
  adicional_noturno_percentual: z.number(),
  salario_minimo: centsValue,
  faltas_regra: z.enum(ABSENCE_RULES),
  fgts_percentual: z.number(),
  /** Whether a closed run used it (then it cannot change; add a newer version instead). */
  em_uso: z.boolean(),
});
export type PayrollSettingsVersion = z.infer<typeof payrollSettingsVersion>;
export const payrollSettingsVersions = z.array(payrollSettingsVersion);

/** The totals of a run (or of its employees), in centavos. */
const runTotals = {
  funcionarios: z.number().int(),
  proventos_cents: centsValue,
  descontos_cents: centsValue,
  liquido_cents: centsValue,
  inss_cents: centsValue,
  irrf_cents: centsValue,
  fgts_cents: centsValue,
};

/** A run as the list shows it. */
export const payrollRunRow = z.strictObject({
  id: z.uuid(),
  tipo: z.enum(PAYROLL_RUN_KINDS),
  competencia: calendarDate,
  status: z.enum(PAYROLL_RUN_STATUSES),
  fechada_at: isoTimestamp.nullable(),
  /** For a férias run, the employee on vacation. */
  funcionario: nullableText,
  ...runTotals,
});
export type PayrollRunRow = z.infer<typeof payrollRunRow>;
export const payrollRunRows = z.array(payrollRunRow);

/** Which employee of a run an item is: its id, the employee's and their name and role. */
const itemEmployee = {
  id: z.uuid(),
  employee_id: z.uuid(),
  funcionario: employeeSnapshot.shape.nome,
  cargo: z.enum(EMPLOYEE_ROLES),
};

/** One employee of a run: the entry, what the rules computed, and the employee's name. */
export const payrollItem = z.strictObject({
  ...itemEmployee,
  entrada: payrollItemEntry,
  resultado: payrollItemResult,
});
export type PayrollItem = z.infer<typeof payrollItem>;

/**
 * One employee of a run as the run's page lists them: name, role and totals; the holerite
 * (`payrollItem`) is read when the row is opened (issue 43 item 5).
 */
export const payrollItemRow = z.strictObject({
  ...itemEmployee,
  proventos_cents: centsValue,
  descontos_cents: centsValue,
  liquido_cents: centsValue,
});
export type PayrollItemRow = z.infer<typeof payrollItemRow>;

/** A run's head: its row, its tables' month and the payables it wrote when closed. */
const runHead = {
  ...payrollRunRow.shape,
  valido_desde: calendarDate,
  /** The accounting titles written when it was closed (net salaries, INSS, IRRF, FGTS). */
  titulos: z.array(
    z.strictObject({ id: z.uuid(), descricao: z.string(), total_cents: centsValue }),
  ),
};

/** A run as its page reads it (`GET /api/hr/folhas/:id`): every employee's row, in order. */
export const payrollRunView = z.strictObject({ ...runHead, itens: z.array(payrollItemRow) });
export type PayrollRunView = z.infer<typeof payrollRunView>;

/** A run with every employee's item in full: what creating, recalculating or closing answers. */
export const payrollRunDetail = z.strictObject({ ...runHead, itens: z.array(payrollItem) });
export type PayrollRunDetail = z.infer<typeof payrollRunDetail>;
