import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { addMonths, todayInSaoPaulo } from '../../domain/dates.ts';
import { mapaReportsDue } from '../../domain/mapa/due.ts';
import { sentMonthChanged } from '../../domain/mapa/sent.ts';
import { buildMonthlyReport, type MonthlyReport } from '../../domain/mapa/model-in-2-2008.ts';
import type { Company } from '../identity/guards.ts';
import type { Db } from '../db/database.ts';
import { mapaReportSubmissions, operations, properties, users } from '../db/schema/index.ts';
import { sha256, withFrozenData } from '../operations/frozen-reports.ts';
import { loadReportData } from '../operations/report-data.ts';

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;

const monthOf = (year: number, month: number) => {
  const start = monthStart(year, month);
  return and(gte(operations.data, start), lt(operations.data, addMonths(start, 1)));
};

/**
 * The monthly report of the session's company (every operation of the month, three queries):
 * a concluded operation as its relatório was frozen (decision 029), so the month says what the
 * relatórios say, whatever registers changed since. `flights` narrows it (a pilot's own).
 */
export async function loadMonthlyReport(
  db: Db,
  company: Company,
  year: number,
  month: number,
  flights?: SQL,
) {
  return buildMonthlyReport({
    company: {
      company_name: company.company_name,
      cnpj: company.cnpj,
      registro_mapa: company.registro_mapa,
      // A company flying drones also reports as an ARP operator (Portaria MAPA nº 298/2021).
      ...(company.registro_mapa_arp && { registro_mapa_arp: company.registro_mapa_arp }),
      endereco: company.endereco,
      municipio: company.municipio,
      uf: company.uf,
    },
    year,
    month,
    operations: await withFrozenData(
      db,
      await loadReportData(db, company.id, and(monthOf(year, month), flights)),
    ),
  });
}

/**
 * The UFs of the month marked sent: who, when, the PDF's digest, and whether `today`'s report
 * to the UF says something else than the one sent (decision 029).
 */
export async function submissionsOf(db: Db, companyId: string, today: MonthlyReport) {
  const { year, month } = today;
  const rows = await db
    .select({
      uf: mapaReportSubmissions.uf,
      sent_at: mapaReportSubmissions.sent_at,
      sent_by: users.email,
      pdf_sha256: mapaReportSubmissions.pdf_sha256,
      dados: mapaReportSubmissions.dados,
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
  return rows.map(({ dados, ...r }) => ({
    ...r,
    sent_at: r.sent_at.toISOString(),
    alterado: sentMonthChanged(dados as MonthlyReport | null, today, r.uf),
  }));
}

type SentMonth = { companyId: string; year: number; month: number; uf: string };

const sentRow = (input: SentMonth) =>
  and(
    eq(mapaReportSubmissions.company_id, input.companyId),
    eq(mapaReportSubmissions.ano, input.year),
    eq(mapaReportSubmissions.mes, input.month),
    eq(mapaReportSubmissions.uf, input.uf as never),
  );

/**
 * The files sent, as they were generated then (decision 029); `todas`, every UF's PDF together,
 * only with the marking that leaves none of the month's UFs unsent.
 */
export type SentFiles = {
  dados: MonthlyReport;
  planilha: Buffer;
  pdf: Buffer;
  todas: Buffer | null;
};

/** Whether marking `uf` sent leaves no UF of the month's report unsent. */
export const completesMonth = (report: MonthlyReport, uf: string, sentBefore: readonly string[]) =>
  report.states.every((state) => state.uf === uf || sentBefore.includes(state.uf));

const monthRows = (input: Omit<SentMonth, 'uf'>) =>
  and(
    eq(mapaReportSubmissions.company_id, input.companyId),
    eq(mapaReportSubmissions.ano, input.year),
    eq(mapaReportSubmissions.mes, input.month),
  );

/**
 * 'Marcar como enviado': who, when, and the files sent (`files`, called only when the month and
 * UF are not marked yet, with the UFs of the month marked before); marking twice keeps the
 * first record and its files. Answers the month's report the files were drawn from, or
 * undefined when the UF was already marked.
 */
export async function markSent(
  db: Db,
  input: SentMonth & { userId: string },
  files: (sentBefore: string[]) => Promise<SentFiles>,
) {
  let today: MonthlyReport | undefined;
  const marked = await db
    .select({ uf: mapaReportSubmissions.uf })
    .from(mapaReportSubmissions)
    .where(monthRows(input));
  if (!marked.some((row) => row.uf === input.uf)) {
    const sent = await files(marked.map((row) => row.uf));
    today = sent.dados;
    await db
      .insert(mapaReportSubmissions)
      .values({
        company_id: input.companyId,
        ano: input.year,
        mes: input.month,
        uf: input.uf as never,
        sent_by: input.userId,
        dados: sent.dados,
        planilha: sent.planilha,
        planilha_sha256: sha256(sent.planilha),
        pdf: sent.pdf,
        pdf_sha256: sha256(sent.pdf),
        pdf_todas: sent.todas,
        pdf_todas_sha256: sent.todas && sha256(sent.todas),
      })
      .onConflictDoNothing();
  }
  return today;
}

/** The spreadsheet or the PDF of a month marked sent, as sent; null when not sent with files. */
export async function sentFile(db: Db, input: SentMonth, kind: 'planilha' | 'pdf') {
  const [row] = await db
    .select({ file: mapaReportSubmissions[kind] })
    .from(mapaReportSubmissions)
    .where(sentRow(input));
  return row?.file ?? null;
}

/**
 * Every UF's PDF of a month all of whose UFs (`ufs`, today's report's) are marked sent, as it
 * was stored with the marking that completed it; null while one is not sent.
 */
export async function sentWholeMonth(db: Db, input: Omit<SentMonth, 'uf'>, ufs: readonly string[]) {
  const rows = await db
    .select({ uf: mapaReportSubmissions.uf, todas: mapaReportSubmissions.pdf_todas })
    .from(mapaReportSubmissions)
    .where(monthRows(input))
    .orderBy(desc(mapaReportSubmissions.sent_at), desc(mapaReportSubmissions.id));
  const sent = new Set(rows.map((row) => row.uf as string));
  if (ufs.length === 0 || !ufs.every((uf) => sent.has(uf))) return null;
  // The last marking is the one that completed the month.
  return rows[0]?.todas ?? null;
}

/**
 * The reports the company still owes (the dashboard's 'Relatório MAPA de {mês} pendente',
 * 'atrasado' after its 15th, and /relatorios' opening month): every UF of every past month with
 * a concluded operation, and whether that month's report to it was marked sent.
 */
export async function dueReports(db: Db, companyId: string, now: Date) {
  const thisMonth = `${todayInSaoPaulo(now).slice(0, 7)}-01`;
  const rows = await db
    .selectDistinct({
      year: sql<number>`extract(year from ${operations.data})::int`,
      month: sql<number>`extract(month from ${operations.data})::int`,
      uf: properties.uf,
      sent: sql<boolean>`exists (select 1 from ${mapaReportSubmissions} s
        where s.company_id = ${companyId} and s.uf = ${properties.uf}
          and s.ano = extract(year from ${operations.data})
          and s.mes = extract(month from ${operations.data}))`,
    })
    .from(operations)
    .innerJoin(properties, eq(properties.id, operations.property_id))
    .where(
      and(
        eq(operations.company_id, companyId),
        eq(operations.status, 'concluida'),
        lt(operations.data, thisMonth),
      ),
    );
  return mapaReportsDue(now, rows);
}
