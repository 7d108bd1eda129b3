import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '../../domain/dates.ts';
import type { documentInput } from '../../domain/hr/contracts.ts';
import type { EmployeeDocument } from '../../domain/hr/response-contracts.ts';
import { DOCUMENT_WARNING_DAYS, type DocumentKind } from '../../domain/hr/values.ts';
import type { Db } from '../db/database.ts';
import { employeeDocuments, employees, pilots } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';

type DocumentFields = z.output<typeof documentInput>;

/** The last day a document may expire on and still be warned about on `today`. */
export const warningUntil = (today: string) => addDays(today, DOCUMENT_WARNING_DAYS);

/** Days from `today` to a document's validade (negative when expired), null without one. */
export const daysToExpire = (today: string) =>
  sql<number | null>`(${employeeDocuments.validade} - ${today}::date)`.mapWith(Number);

/** How many of the employee's documents are expired or expire within the warning days. */
export const alertingDocuments = (today: string) =>
  // Written out: inside a one-table select the columns would lose their table's name.
  sql<number>`(select count(*) from employee_documents d
    where d.employee_id = employees.id and d.validade <= ${warningUntil(today)}::date)`.mapWith(
    Number,
  );

const columns = (today: string) => ({
  id: employeeDocuments.id,
  employee_id: employeeDocuments.employee_id,
  tipo: employeeDocuments.tipo,
  descricao: employeeDocuments.descricao,
  numero: employeeDocuments.numero,
  emissao: employeeDocuments.emissao,
  validade: employeeDocuments.validade,
  dias_para_vencer: daysToExpire(today),
});

/** An employee's documents, soonest to expire first (those without validade last). */
export async function documentsOf(
  db: Db,
  today: string,
  employeeId: string,
): Promise<EmployeeDocument[]> {
  return db
    .select(columns(today))
    .from(employeeDocuments)
    .where(eq(employeeDocuments.employee_id, employeeId))
    .orderBy(sql`${employeeDocuments.validade} asc nulls last`, asc(employeeDocuments.created_at));
}

async function findDocument(db: Db, today: string, id: string): Promise<EmployeeDocument> {
  const [row] = await db
    .select(columns(today))
    .from(employeeDocuments)
    .where(eq(employeeDocuments.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The pilot register's column that a document kind keeps, when the employee is a pilot. */
const PILOT_REGISTER_DATES: Partial<
  Record<DocumentKind, 'cma_validade' | 'habilitacao_agricola_validade'>
> = {
  cma: 'cma_validade',
  licenca_anac: 'habilitacao_agricola_validade',
};

/**
 * Writes a CMA or ANAC licence's validade through to the pilot register the employee is linked
 * to: that register is what operations and the dashboard read to ground a pilot. A document
 * without validade says nothing of the expiry, so the register keeps its date.
 */
async function writeThroughToPilot(db: Db, employeeId: string, document: DocumentFields) {
  const column = PILOT_REGISTER_DATES[document.tipo];
  if (!column || !document.validade) return;
  const [employee] = await db
    .select({ pilot_id: employees.pilot_id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), isNotNull(employees.pilot_id)));
  if (!employee?.pilot_id) return;
  await db
    .update(pilots)
    .set({ [column]: document.validade })
    .where(eq(pilots.id, employee.pilot_id));
}

/** Adds a document to the company's employee (written through to the pilot register). */
export async function addDocument(
  db: Db,
  actor: Actor,
  today: string,
  employeeId: string,
  document: DocumentFields,
): Promise<EmployeeDocument> {
  const [row] = await db
    .insert(employeeDocuments)
    .values({
      ...document,
      employee_id: employeeId,
      company_id: actor.companyId,
      created_by: actor.userId,
    })
    .returning({ id: employeeDocuments.id });
  await writeThroughToPilot(db, employeeId, document);
  return findDocument(db, today, row!.id);
}

/** Changes a document, all its fields (written through to the pilot register). */
export async function changeDocument(
  db: Db,
  today: string,
  id: string,
  document: DocumentFields,
): Promise<EmployeeDocument> {
  const [row] = await db
    .update(employeeDocuments)
    .set(document)
    .where(eq(employeeDocuments.id, id))
    .returning({ employee_id: employeeDocuments.employee_id });
  if (!row) throw new AppError('NOT_FOUND');
  await writeThroughToPilot(db, row.employee_id, document);
  return findDocument(db, today, id);
}

/**
 * Deletes a document. The pilot register keeps the date it was given: the register is the
 * pilot's own record, and clearing it would unground or hide a pilot whose paper still exists.
 */
export async function deleteDocument(db: Db, id: string): Promise<void> {
  await db.delete(employeeDocuments).where(eq(employeeDocuments.id, id));
}
