import type { Agreement } from '../agreement.ts';
import { labelled } from '../labelled.ts';

/**
 * DESIGN §5 'Recursos Humanos': the company's employees, their documents that expire, and the
 * payroll runs computed from the payroll tables (spec part 2 §3). Money is whole centavos.
 */

/** What an employee does; a pilot or a technician may also be linked to their register. */
export const { values: EMPLOYEE_ROLES, labels: EMPLOYEE_ROLE_LABELS } = labelled({
  piloto_agricola: 'Piloto agrícola',
  tecnico_agricola: 'Técnico agrícola',
  engenheiro_agronomo: 'Engenheiro agrônomo',
  mecanico: 'Mecânico',
  auxiliar_pista: 'Auxiliar de pista',
  administrativo: 'Administrativo',
  outro: 'Outro',
});
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];

/** The insalubridade grades, in percent of the minimum wage (0 = none). */
export const INSALUBRIDADE_GRADES = [0, 10, 20, 40] as const;
export type InsalubridadeGrade = (typeof INSALUBRIDADE_GRADES)[number];
export const INSALUBRIDADE_LABELS: Record<InsalubridadeGrade, string> = {
  0: 'Não',
  10: 'Grau mínimo (10%)',
  20: 'Grau médio (20%)',
  40: 'Grau máximo (40%)',
};

/** Periculosidade is 30 % of the base salary (CLT art. 193). */
export const PERICULOSIDADE_PERCENT = 30;

/** How a pilot's commission is counted: per hectare applied or per flight hour, or none. */
export const { values: COMMISSION_BASES, labels: COMMISSION_BASE_LABELS } = labelled({
  nenhuma: 'Sem comissão',
  hectare: 'Por hectare aplicado',
  hora: 'Por hora de voo',
});
export type CommissionBase = (typeof COMMISSION_BASES)[number];

/** The documents that lapse: a pilot's CMA and licence, the CAVAG course, the ASO, the CNH. */
export const { values: DOCUMENT_KINDS, labels: DOCUMENT_KIND_LABELS } = labelled({
  cma: 'CMA (certificado médico aeronáutico)',
  licenca_anac: 'Licença/habilitação ANAC',
  cavag: 'Curso CAVAG',
  aso: 'ASO (atestado de saúde ocupacional)',
  cnh: 'CNH',
  outro: 'Outro',
});
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** How many days before a document expires the page and the dashboard warn. */
export const DOCUMENT_WARNING_DAYS = 30;

/**
 * A payroll run: the month's payroll, the two installments of the 13º salário (November and
 * December), or an employee's férias.
 */
export const { values: PAYROLL_RUN_KINDS, labels: PAYROLL_RUN_KIND_LABELS } = labelled({
  mensal: 'Folha mensal',
  decimo_terceiro_1: '13º salário — 1ª parcela',
  decimo_terceiro_2: '13º salário — 2ª parcela',
  ferias: 'Férias',
});
export type PayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number];

/**
 * How the words about each kind agree ('Férias … criadas', 'Folha mensal … criada'): a 13º
 * installment is the parcela's, feminine.
 */
export const PAYROLL_RUN_KIND_AGREEMENT: Record<PayrollRunKind, Agreement> = {
  mensal: { gender: 'f', plural: false },
  decimo_terceiro_1: { gender: 'f', plural: false },
  decimo_terceiro_2: { gender: 'f', plural: false },
  ferias: { gender: 'f', plural: true },
};

/** A run is a draft until closed; a closed run is locked (reopening is the owner's, audited). */
export const { values: PAYROLL_RUN_STATUSES, labels: PAYROLL_RUN_STATUS_LABELS } = labelled({
  rascunho: 'Rascunho',
  fechada: 'Fechada',
});
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/** The months of the 13º salário's installments (1 = January). */
export const THIRTEENTH_MONTHS = { decimo_terceiro_1: 11, decimo_terceiro_2: 12 } as const;

/**
 * How a day absent without a reason is discounted, a payroll setting versioned with the tables:
 * the spec's salary ÷ 22 × days (the default), or the CLT's 1/30 of the salary per day plus
 * the weekly rest lost in each week with an absence (Lei 605/1949 art. 6º). See absences.ts.
 */
export const { values: ABSENCE_RULES, labels: ABSENCE_RULE_LABELS } = labelled({
  dias_uteis: 'Salário ÷ 22 × dias de falta (padrão)',
  clt: 'CLT: 1/30 do salário por dia de falta + DSR da semana',
});
export type AbsenceRule = (typeof ABSENCE_RULES)[number];
