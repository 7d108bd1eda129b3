import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PayrollItemEntry, PayrollItemResult } from '../../../domain/hr/payroll-records.ts';
import { authored, byUser } from './auth.ts';
import { at, cents, day, decimal, parentId, updatedAt } from './columns.ts';
import { companyRow } from './companies.ts';
import { employees } from './employees.ts';
import { absenceRule, payrollRunKind, payrollRunStatus } from './enums.ts';

const money = (name: string) => cents(name).notNull();
const percent = (name: string) => decimal(name, 7, 4).notNull();

/**
 * A company's payroll tables (spec part 2 §3 'Payroll settings'), one version per month it
 * takes effect from (`valido_desde`, the first day of a month): a run uses the latest version
 * valid in its month, so recomputing a past month uses that month's tables. Amounts in
 * centavos, rates in percent. Seeded with the 2026 tables of DESIGN §5.
 */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    ...companyRow(),
    valido_desde: day('valido_desde').notNull(),
    inss_faixa1_limite: money('inss_faixa1_limite'),
    inss_faixa1_aliquota: percent('inss_faixa1_aliquota'),
    inss_faixa2_limite: money('inss_faixa2_limite'),
    inss_faixa2_aliquota: percent('inss_faixa2_aliquota'),
    inss_faixa3_limite: money('inss_faixa3_limite'),
    inss_faixa3_aliquota: percent('inss_faixa3_aliquota'),
    inss_faixa4_limite: money('inss_faixa4_limite'),
    inss_faixa4_aliquota: percent('inss_faixa4_aliquota'),
    /** The ceiling of the contribution's base: the fourth bracket's limit. */
    inss_teto: money('inss_teto'),
    irrf_isencao: money('irrf_isencao'),
    irrf_faixa1_limite: money('irrf_faixa1_limite'),
    irrf_faixa1_aliquota: percent('irrf_faixa1_aliquota'),
    irrf_faixa1_deducao: money('irrf_faixa1_deducao'),
    irrf_faixa2_limite: money('irrf_faixa2_limite'),
    irrf_faixa2_aliquota: percent('irrf_faixa2_aliquota'),
    irrf_faixa2_deducao: money('irrf_faixa2_deducao'),
    irrf_faixa3_limite: money('irrf_faixa3_limite'),
    irrf_faixa3_aliquota: percent('irrf_faixa3_aliquota'),
    irrf_faixa3_deducao: money('irrf_faixa3_deducao'),
    irrf_faixa4_aliquota: percent('irrf_faixa4_aliquota'),
    irrf_faixa4_deducao: money('irrf_faixa4_deducao'),
    irrf_deducao_dependente: money('irrf_deducao_dependente'),
    irrf_desconto_simplificado: money('irrf_desconto_simplificado'),
    irrf_reducao_lei_15270: boolean('irrf_reducao_lei_15270').notNull().default(true),
    vale_transporte_valor: money('vale_transporte_valor'),
    vale_transporte_desconto_max: percent('vale_transporte_desconto_max'),
    hora_extra_50_percentual: percent('hora_extra_50_percentual'),
    hora_extra_100_percentual: percent('hora_extra_100_percentual'),
    adicional_noturno_percentual: percent('adicional_noturno_percentual'),
    salario_minimo: money('salario_minimo'),
    fgts_percentual: percent('fgts_percentual'),
    /** How a day absent is discounted: the spec's ÷ 22 (default) or the CLT's 1/30 + DSR. */
    faltas_regra: absenceRule('faltas_regra').notNull().default('dias_uteis'),
    ...authored(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payroll_settings_company_month_unique').on(t.company_id, t.valido_desde),
    check('payroll_settings_first_day', sql`extract(day from ${t.valido_desde}) = 1`),
  ],
);

/**
 * A payroll run: the month's payroll, an installment of the 13º, or férias. `competencia` is
 * the first day of the month it pays. One monthly run and one of each 13º installment per
 * month; férias runs are one per employee's vacation. Closing locks it and writes its payables.
 */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    ...companyRow(),
    tipo: payrollRunKind('tipo').notNull(),
    competencia: day('competencia').notNull(),
    status: payrollRunStatus('status').notNull().default('rascunho'),
    /** The tables version the run was computed with. */
    settings_id: uuid('settings_id')
      .notNull()
      .references(() => payrollSettings.id, { onDelete: 'restrict' }),
    /**
     * The version whose IRRF table the run withholds by: the one in force when its salaries are
     * paid (the IRRF follows the payment; null: `settings_id`'s, as before this column).
     */
    irrf_settings_id: uuid('irrf_settings_id').references(() => payrollSettings.id, {
      onDelete: 'restrict',
    }),
    fechada_at: at('fechada_at'),
    fechada_by: byUser('fechada_by'),
    ...authored(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('payroll_runs_company_competencia_idx').on(t.company_id, t.competencia),
    uniqueIndex('payroll_runs_once_a_month')
      .on(t.company_id, t.tipo, t.competencia)
      .where(sql`${t.tipo} <> 'ferias'`),
    check('payroll_runs_first_day', sql`extract(day from ${t.competencia}) = 1`),
    check('payroll_runs_closed_by', sql`(${t.status} = 'fechada') = (${t.fechada_at} IS NOT NULL)`),
  ],
);

/**
 * One employee in a run: what was entered (`entrada`), what the rules computed (`resultado`,
 * every line), and the totals the summaries and the payables add up, in centavos.
 */
export const payrollItems = pgTable(
  'payroll_items',
  {
    ...companyRow(),
    run_id: parentId('run_id', () => payrollRuns.id),
    employee_id: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    entrada: jsonb('entrada').$type<PayrollItemEntry>().notNull(),
    resultado: jsonb('resultado').$type<PayrollItemResult>().notNull(),
    proventos_cents: money('proventos_cents'),
    descontos_cents: money('descontos_cents'),
    liquido_cents: money('liquido_cents'),
    inss_cents: money('inss_cents'),
    irrf_cents: money('irrf_cents'),
    fgts_cents: money('fgts_cents'),
    /** The order of the run's holerites: the employee's name when the run was computed. */
    ordem: integer('ordem').notNull().default(0),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payroll_items_run_employee_unique').on(t.run_id, t.employee_id),
    index('payroll_items_company_employee_idx').on(t.company_id, t.employee_id),
    check(
      'payroll_items_totals',
      sql`${t.liquido_cents} = ${t.proventos_cents} - ${t.descontos_cents} AND ${t.liquido_cents} >= 0`,
    ),
  ],
);
