import { and, eq, ilike, like, not, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { onlyDigits } from '../../domain/br/documents.ts';
import { comparePtBr } from '../../domain/format.ts';
import {
  employeeUpdate,
  type employeeInput,
  type employeeListQuery,
} from '../../domain/hr/contracts.ts';
import type { EmployeeDetail, EmployeePage } from '../../domain/hr/response-contracts.ts';
import { ERRORS } from '../../domain/messages.ts';
import type { Db } from '../db/database.ts';
import { violatedUniqueConstraint } from '../db/errors.ts';
import { employees } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import { minimumWageIssue } from '../../domain/hr/minimum-wage.ts';
import { alertingDocuments, documentsOf } from './documents.ts';
import { tablesFor } from './settings.ts';
import { checkLinks } from './link-options.ts';
import { containing } from '../db/like.ts';

/** Employees a page of the list shows. */
export const EMPLOYEE_PAGE_SIZE = 25;

type EmployeeFields = z.output<typeof employeeInput>;
type EmployeeChanges = z.output<typeof employeeUpdate>;

/** Whether an employee works for the company on `today`: not dismissed, or dismissed later. */
export const activeOn = (today: string): SQL =>
  sql`(${employees.demissao} is null or ${employees.demissao} > ${today}::date)`;

/** Every field of the form, as stored. */
const formColumns = {
  nome: employees.nome,
  cpf: employees.cpf,
  pis: employees.pis,
  cargo: employees.cargo,
  admissao: employees.admissao,
  demissao: employees.demissao,
  salario_base_cents: employees.salario_base_cents,
  jornada_semanal: employees.jornada_semanal,
  dependentes: employees.dependentes,
  vale_transporte: employees.vale_transporte,
  vale_alimentacao_cents: employees.vale_alimentacao_cents,
  vale_refeicao_cents: employees.vale_refeicao_cents,
  plano_saude_cents: employees.plano_saude_cents,
  plano_odontologico_cents: employees.plano_odontologico_cents,
  insalubridade: employees.insalubridade,
  periculosidade: employees.periculosidade,
  funcao_gratificada_cents: employees.funcao_gratificada_cents,
  comissao_base: employees.comissao_base,
  comissao_valor_cents: employees.comissao_valor_cents,
  banco: employees.banco,
  agencia: employees.agencia,
  conta: employees.conta,
  pix_tipo: employees.pix_tipo,
  pix_chave: employees.pix_chave,
  pilot_id: employees.pilot_id,
  technician_id: employees.technician_id,
  user_id: employees.user_id,
  observacoes: employees.observacoes,
};

/**
 * A page of the company's employees by name (pt-BR order), searched by name or CPF digits,
 * active (not dismissed, or dismissed in the future), dismissed or all, each with how many
 * of its documents are expired or expiring.
 */
export async function listEmployees(
  db: Db,
  today: string,
  query: z.output<typeof employeeListQuery>,
): Promise<EmployeePage> {
  const where: (SQL | undefined)[] = [];
  if (query.situacao === 'ativos') where.push(activeOn(today));
  if (query.situacao === 'desligados') where.push(not(activeOn(today)));
  if (query.busca) {
    const digits = onlyDigits(query.busca);
    where.push(
      or(
        ilike(employees.nome, containing(query.busca)),
        digits ? like(employees.cpf, `%${digits}%`) : undefined,
      ),
    );
  }
  const rows = await db
    .select({
      id: employees.id,
      nome: employees.nome,
      cpf: employees.cpf,
      cargo: employees.cargo,
      admissao: employees.admissao,
      demissao: employees.demissao,
      salario_base_cents: employees.salario_base_cents,
      documentos_alerta: alertingDocuments(today),
    })
    .from(employees)
    .where(and(...where));
  rows.sort((a, b) => comparePtBr(a.nome, b.nome) || a.cpf.localeCompare(b.cpf));
  const start = (query.pagina - 1) * EMPLOYEE_PAGE_SIZE;
  return {
    items: rows.slice(start, start + EMPLOYEE_PAGE_SIZE),
    total: rows.length,
    pageSize: EMPLOYEE_PAGE_SIZE,
  };
}

/** The company's employee with every field and its documents. */
export async function findEmployee(db: Db, today: string, id: string): Promise<EmployeeDetail> {
  const [row] = await db
    .select({ id: employees.id, ...formColumns })
    .from(employees)
    .where(eq(employees.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return { ...row, documentos: await documentsOf(db, today, id) };
}

/** A CPF or a register already taken: 409 on the field, as its unique index says. */
const TAKEN: Record<string, [code: 'EMPLOYEE_CPF_TAKEN' | 'EMPLOYEE_LINK_TAKEN', field: string]> = {
  employees_company_cpf_unique: ['EMPLOYEE_CPF_TAKEN', 'cpf'],
  employees_pilot_unique: ['EMPLOYEE_LINK_TAKEN', 'pilot_id'],
  employees_technician_unique: ['EMPLOYEE_LINK_TAKEN', 'technician_id'],
};

async function written<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const taken = TAKEN[violatedUniqueConstraint(error) ?? ''];
    if (!taken) throw error;
    const [code, field] = taken;
    throw new AppError(code, { [field]: ERRORS[code].message });
  }
}

/**
 * Refuses a base salary under the minimum wage of the tables in force this month (400 on
 * `salario_base_cents`, with the figure): the whole mínimo for 44 weekly hours, pro rata for a
 * part-time contract (domain/hr/minimum-wage.ts).
 */
async function checkMinimumWage(
  db: Db,
  actor: Actor,
  contract: { salario_base_cents: number; jornada_semanal: number },
) {
  const month = `${todayInSaoPaulo(actor.now).slice(0, 7)}-01`;
  const { tables } = await tablesFor(db, actor, month);
  const issue = minimumWageIssue(
    contract.salario_base_cents,
    contract.jornada_semanal,
    tables.salarioMinimo,
  );
  if (issue) throw new AppError('VALIDATION_FAILED', { salario_base_cents: issue });
}

/**
 * Adds an employee to the company (its links and the minimum wage checked); answers its id. In
 * one transaction: reading the tables in force may first write the default version, which a
 * refusal takes back with the rest.
 */
export async function createEmployee(db: Db, actor: Actor, input: EmployeeFields): Promise<string> {
  return db.transaction(async (tx) => {
    await checkMinimumWage(tx, actor, input);
    await checkLinks(tx, actor.companyId, input);
    const [row] = await written(() =>
      tx
        .insert(employees)
        .values({ ...input, company_id: actor.companyId, created_by: actor.userId })
        .returning({ id: employees.id }),
    );
    return row!.id;
  });
}

/**
 * Changes an employee: the changes are checked again with the rest of the row (a premium
 * against the other, demissão against admissão, the PIX key against its kind). Never deleted:
 * a dismissal is `demissao`.
 */
export async function updateEmployee(
  db: Db,
  actor: Actor,
  id: string,
  changes: EmployeeChanges,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as EmployeeChanges;
  if (Object.keys(set).length === 0) return;
  // One transaction: the row's lock holds until the change is written, and a refusal takes back
  // the default tables version its check may have written.
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select(formColumns)
      .from(employees)
      .where(eq(employees.id, id))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND');
    const whole = employeeUpdate.safeParse({ ...current, ...set });
    if (!whole.success) {
      const fields: Record<string, string> = {};
      for (const issue of whole.error.issues) fields[String(issue.path[0])] ??= issue.message;
      throw new AppError('VALIDATION_FAILED', fields);
    }
    // Our choice: the minimum wage is checked when the salary or the hours change, so a
    // register kept from before a raise of the mínimo may still be edited otherwise.
    if (set.salario_base_cents !== undefined || set.jornada_semanal !== undefined)
      await checkMinimumWage(tx, actor, { ...current, ...set });
    await checkLinks(tx, actor.companyId, set);
    await written(() => tx.update(employees).set(set).where(eq(employees.id, id)));
  });
}
