import { and, asc, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DocumentAlert } from '../../domain/hr/response-contracts.ts';
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS } from '../../domain/hr/values.ts';
import type { Db } from '../db/database.ts';
import { employeeDocuments, employees } from '../db/schema/index.ts';
import { daysToExpire, warningUntil } from './documents.ts';
import { activeOn } from './employees.ts';

/**
 * The documents of the company's active employees that are expired or expire within the
 * warning days, soonest first (`GET /api/hr/alertas`).
 */
export async function loadDocumentAlerts(db: Db, today: string): Promise<DocumentAlert[]> {
  const rows = await db
    .select({
      id: employeeDocuments.id,
      employee_id: employeeDocuments.employee_id,
      funcionario: employees.nome,
      tipo: employeeDocuments.tipo,
      descricao: employeeDocuments.descricao,
      validade: employeeDocuments.validade,
      dias_para_vencer: daysToExpire(today),
    })
    .from(employeeDocuments)
    .innerJoin(employees, eq(employees.id, employeeDocuments.employee_id))
    .where(
      and(
        activeOn(today),
        isNotNull(employeeDocuments.validade),
        lte(employeeDocuments.validade, warningUntil(today)),
      ),
    )
    .orderBy(asc(employeeDocuments.validade), asc(employees.nome));
  return rows.map((row) => ({
    ...row,
    validade: row.validade!,
    dias_para_vencer: row.dias_para_vencer!,
  }));
}

/** A document kind's label in SQL; an 'outro' document is named by its descrição. */
const documentName: SQL = sql`case ${employeeDocuments.tipo}::text ${sql.join(
  DOCUMENT_KINDS.filter((kind) => kind !== 'outro').map(
    (kind) => sql`when ${kind} then ${DOCUMENT_KIND_LABELS[kind]}::text`,
  ),
  sql` `,
)} else coalesce(${employeeDocuments.descricao}, ${DOCUMENT_KIND_LABELS.outro}::text) end`;

/**
 * The validity dates of the active employees' documents as rows `(register, id, name,
 * document, expires)`, the shape of the registers' document dates, for the dashboard: the id
 * is the employee's. A CMA or ANAC licence of an employee linked to an active pilot register
 * is left out: the register carries that date (written through) and raises its own alert.
 */
export function employeeDocumentDates(companyId: string, today: string): SQL {
  return sql`select 'employees' as register, ${employees.id} as id, ${employees.nome} as name,
      ${documentName} as document, ${employeeDocuments.validade} as expires
    from ${employeeDocuments} join ${employees} on ${employees.id} = ${employeeDocuments.employee_id}
    where ${employeeDocuments.company_id} = ${companyId} and ${activeOn(today)}
      and ${employeeDocuments.validade} is not null
      and not (${employeeDocuments.tipo} in ('cma', 'licenca_anac') and exists (
        select 1 from pilots p where p.id = ${employees.pilot_id} and p.archived_at is null))`;
}
