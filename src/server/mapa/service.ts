import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { addMonths } from '../../domain/dates.ts';
import { mapaReportDue, mapaReportMonth } from '../../domain/mapa/due.ts';
import { buildMonthlyReport } from '../../domain/mapa/model-in-2-2008.ts';
import type { Company } from '../identity/guards.ts';
import type { Db } from '../db/database.ts';
import { mapaReportSubmissions, operations, properties, users } from '../db/schema/index.ts';
import { loadReportData } from '../operations/report-data.ts';

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

const monthOf = (year: number, month: number) => {
  const start = monthStart(year, month);
  return and(gte(operations.data, start), lt(operations.data, addMonths(start, 1)));
};

/** The monthly report of the session's company (every operation of the month, two queries). */
export async function loadMonthlyReport(db: Db, company: Company, year: number, month: number) {
  return buildMonthlyReport({
    company: {
      company_name: company.company_name,
      cnpj: company.cnpj,
      registro_mapa: company.registro_mapa,
      endereco: company.endereco,
      municipio: company.municipio,
      uf: company.uf,
    },
    year,
    month,
    operations: await loadReportData(db, company.id, monthOf(year, month)),
  });
}

export async function submissionsOf(db: Db, companyId: string, year: number, month: number) {
  const rows = await db
    .select({
      uf: mapaReportSubmissions.uf,
      sent_at: mapaReportSubmissions.sent_at,
      sent_by: users.email,
    })
    .from(mapaReportSubmissions)
    .leftJoin(users, eq(users.id, mapaReportSubmissions.sent_by))
    .where(
      and(
        eq(mapaReportSubmissions.company_id, companyId),
        eq(mapaReportSubmissions.ano, year),
        eq(mapaReportSubmissions.mes, month),
      ),
    );
  return rows.map((r) => ({ ...r, sent_at: r.sent_at.toISOString() }));
}

/** 'Marcar como enviado': who and when; marking twice keeps the first record. */
export async function markSent(
  db: Db,
  input: { companyId: string; userId: string; year: number; month: number; uf: string },
) {
  await db
    .insert(mapaReportSubmissions)
    .values({
      company_id: input.companyId,
      ano: input.year,
      mes: input.month,
      uf: input.uf as never,
      sent_by: input.userId,
    })
    .onConflictDoNothing();
  return submissionsOf(db, input.companyId, input.year, input.month);
}

/**
 * The dashboard's 'Relatório MAPA de {mês} pendente' ('atrasado' after the 15th): last month's
 * report while a UF where the company concluded operations then is not marked sent. One query.
 */
export async function dueReport(db: Db, companyId: string, now: Date) {
  const { year, month } = mapaReportMonth(now);
  const rows = await db
    .selectDistinct({
      uf: properties.uf,
      sent: sql<boolean>`${mapaReportSubmissions.id} is not null`,
    })
    .from(operations)
    .innerJoin(properties, eq(properties.id, operations.property_id))
    .leftJoin(
      mapaReportSubmissions,
      and(
        eq(mapaReportSubmissions.company_id, companyId),
        eq(mapaReportSubmissions.ano, year),
        eq(mapaReportSubmissions.mes, month),
        eq(mapaReportSubmissions.uf, properties.uf),
      ),
    )
    .where(
      and(
        eq(operations.company_id, companyId),
        eq(operations.status, 'concluida'),
        monthOf(year, month),
      ),
    );
  return mapaReportDue(
    now,
    rows.map((row) => row.uf),
    rows.filter((row) => row.sent).map((row) => row.uf),
  );
}
