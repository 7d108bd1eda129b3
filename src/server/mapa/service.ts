import { and, eq, gte, lt } from 'drizzle-orm';
import { mapaReportDue } from '../../domain/mapa/due.ts';
import { buildMonthlyReport } from '../../domain/mapa/model-in-2-2008.ts';
import type { Db } from '../db/database.ts';
import { companies, mapaReportSubmissions, operations, users } from '../db/schema/index.ts';
import { loadReportData } from '../operations/report-data.ts';

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
const nextMonth = (year: number, month: number) =>
  month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1);

/** The monthly report of a company (every operation dated in the month, in two queries). */
export async function loadMonthlyReport(db: Db, companyId: string, year: number, month: number) {
  const [operationsOfMonth, [company]] = await Promise.all([
    loadReportData(
      db,
      companyId,
      and(
        gte(operations.data, monthStart(year, month)),
        lt(operations.data, nextMonth(year, month)),
      ),
    ),
    db.select().from(companies).where(eq(companies.id, companyId)),
  ]);
  return buildMonthlyReport({
    company: {
      company_name: company!.company_name,
      cnpj: company!.cnpj,
      registro_mapa: company!.registro_mapa,
      endereco: company!.endereco,
      municipio: company!.municipio,
      uf: company!.uf,
    },
    year,
    month,
    operations: operationsOfMonth,
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
 * The dashboard's 'Relatório MAPA de {mês} pendente': due from the 1st to the 15th while a UF
 * where the company concluded operations last month has not been marked sent.
 */
export async function dueReport(db: Db, companyId: string, now: Date) {
  const due = mapaReportDue(now, []);
  if (!due) return null;
  const report = await loadMonthlyReport(db, companyId, due.year, due.month);
  if (report.states.length === 0) return null;
  const sent = new Set<string>(
    (await submissionsOf(db, companyId, due.year, due.month)).map((s) => s.uf),
  );
  const missing = report.states.map((s) => s.uf).filter((uf) => !sent.has(uf));
  return missing.length ? { ...due, ufs: missing } : null;
}
