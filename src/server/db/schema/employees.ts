import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authored, byUser } from './auth.ts';
import { bankDetails, cents, day, indexOn, parentId, registerId, updatedAt } from './columns.ts';
import { companyRow } from './companies.ts';
import { commissionBase, documentKind, employeeRole, pixType } from './enums.ts';
import { pilots, technicians } from './registers.ts';

/** An amount the employee's row always has: zero when none. */
const money = (name: string) => cents(name).notNull().default(0);

/**
 * The company's employees (DESIGN §5 'Recursos Humanos'). Never deleted: a dismissal sets
 * `demissao` and the employee leaves the next runs, keeping the past ones. Benefits are the
 * employee's monthly share, discounted on the payroll; money in centavos.
 */
export const employees = pgTable(
  'employees',
  {
    ...companyRow(),
    nome: text('nome').notNull(),
    /** Digits only. */
    cpf: text('cpf').notNull(),
    pis: text('pis'),
    cargo: employeeRole('cargo').notNull(),
    admissao: day('admissao').notNull(),
    demissao: day('demissao'),
    salario_base_cents: money('salario_base_cents'),
    dependentes: smallint('dependentes').notNull().default(0),
    /** Weekly hours of the contract: 44 full time, fewer part-time (CLT art. 58-A). */
    jornada_semanal: smallint('jornada_semanal').notNull().default(44),
    vale_transporte: boolean('vale_transporte').notNull().default(false),
    vale_alimentacao_cents: money('vale_alimentacao_cents'),
    vale_refeicao_cents: money('vale_refeicao_cents'),
    plano_saude_cents: money('plano_saude_cents'),
    plano_odontologico_cents: money('plano_odontologico_cents'),
    /** Percent of the minimum wage: 0, 10, 20 or 40. */
    insalubridade: smallint('insalubridade').notNull().default(0),
    periculosidade: boolean('periculosidade').notNull().default(false),
    funcao_gratificada_cents: money('funcao_gratificada_cents'),
    comissao_base: commissionBase('comissao_base').notNull().default('nenhuma'),
    /** Per hectare or per flight hour, as `comissao_base` says. */
    comissao_valor_cents: money('comissao_valor_cents'),
    ...bankDetails(),
    pix_tipo: pixType('pix_tipo'),
    pix_chave: text('pix_chave'),
    pilot_id: registerId('pilot_id', () => pilots.id),
    technician_id: registerId('technician_id', () => technicians.id),
    user_id: byUser('user_id'),
    observacoes: text('observacoes'),
    ...authored(),
    updated_at: updatedAt(),
  },
  (t) => [
    indexOn(t.company_id, t.nome),
    uniqueIndex('employees_company_cpf_unique').on(t.company_id, t.cpf),
    uniqueIndex('employees_pilot_unique').on(t.pilot_id),
    uniqueIndex('employees_technician_unique').on(t.technician_id),
    check('employees_insalubridade_grade', sql`${t.insalubridade} IN (0, 10, 20, 40)`),
    check('employees_jornada_semanal', sql`${t.jornada_semanal} BETWEEN 1 AND 44`),
    check(
      'employees_one_hazard_premium',
      sql`NOT (${t.periculosidade} AND ${t.insalubridade} > 0)`,
    ),
    check(
      'employees_dismissed_after_admission',
      sql`${t.demissao} IS NULL OR ${t.demissao} >= ${t.admissao}`,
    ),
  ],
);

/** An employee's document that expires (CMA, ANAC licence, CAVAG, ASO, CNH). */
export const employeeDocuments = pgTable(
  'employee_documents',
  {
    ...companyRow(),
    employee_id: parentId('employee_id', () => employees.id),
    tipo: documentKind('tipo').notNull(),
    descricao: text('descricao'),
    numero: text('numero'),
    emissao: day('emissao'),
    validade: day('validade'),
    ...authored(),
    updated_at: updatedAt(),
  },
  (t) => [
    indexOn(t.employee_id),
    index('employee_documents_expiry_idx')
      .on(t.company_id, t.validade)
      .where(sql`${t.validade} IS NOT NULL`),
  ],
);
