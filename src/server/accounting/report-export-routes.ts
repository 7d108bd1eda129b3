import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { monthQuery, monthRangeQuery, titlesQuery } from '../../domain/accounting/contracts.ts';
import {
  cashFlowQuery,
  exportParams,
  exportQuery,
  type ExportReport,
} from '../../domain/accounting/report-contracts.ts';
import type { TitleSide } from '../../domain/accounting/values.ts';
import { fileResponse } from '../../domain/wire.ts';
import type { Db } from '../db/database.ts';
import { csvOf, CSV, workbookOf } from '../exports/table-file.ts';
import { AppError } from '../platform/app-error.ts';
import { sendDownload, XLSX } from '../http/download.ts';
import { todayOf } from '../platform/clock.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from './access.ts';
import { loadAgeing } from './ageing.ts';
import { loadAircraftMargins } from './aircraft-margins.ts';
import { loadCashFlow } from './cash-flow.ts';
import {
  ageingTable,
  cashFlowTable,
  installmentsTable,
  marginsTable,
  resultTable,
  type ExportTable,
} from './exports.ts';
import { loadMonthlyResult } from './monthly-result.ts';
import { installmentRows } from './titles.ts';

type Reading = { db: Db; companyId: string; today: string };
/** A report to export: what its query takes, the file's name for it, and its table. */
type Exporter<Q extends z.ZodType> = {
  query: Q;
  name: (query: z.output<Q>, today: string) => string;
  table: (reading: Reading, query: z.output<Q>) => Promise<ExportTable>;
};
const exporter = <Q extends z.ZodType>(e: Exporter<Q>) => e as unknown as Exporter<z.ZodType>;
const range = (q: { de: string; ate: string }) => `${q.de}-a-${q.ate}`;

/** The receivables or payables of the list's filters, every page. */
const listExporter = (lado: TitleSide) =>
  exporter({
    query: titlesQuery.omit({ lado: true, pagina: true }),
    name: (_, today) => today,
    table: async (r, q) =>
      installmentsTable(lado, await installmentRows(r.db, r.today, { ...q, lado })),
  });

const EXPORTERS: Record<ExportReport, Exporter<z.ZodType>> = {
  receber: listExporter('receber'),
  pagar: listExporter('pagar'),
  'fluxo-caixa': exporter({
    query: cashFlowQuery,
    name: range,
    table: async (r, q) => cashFlowTable(await loadCashFlow(r.db, r.companyId, r.today, q)),
  }),
  resultado: exporter({
    query: monthQuery,
    name: (q) => q.mes,
    table: async (r, q) => resultTable(await loadMonthlyResult(r.db, r.companyId, q.mes)),
  }),
  aeronaves: exporter({
    query: monthRangeQuery,
    name: range,
    table: async (r, q) => marginsTable(await loadAircraftMargins(r.db, r.companyId, q)),
  }),
  inadimplencia: exporter({
    query: z.strictObject({}),
    name: (_, today) => today,
    table: async (r) => ageingTable(await loadAgeing(r.db, r.companyId, r.today)),
  }),
};

/** A report's own filters read as its route reads them: 400 naming each wrong field. */
function filtersOf<Q extends z.ZodType>(schema: Q, query: Record<string, unknown>): z.output<Q> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    fields[issue.path.join('.') || 'query'] ??= issue.message;
  throw new AppError(
    'VALIDATION_FAILED',
    fields,
    `Dados inválidos: verifique ${Object.keys(fields).join(', ')}.`,
  );
}

/**
 * `GET /api/accounting/exportar/:relatorio?formato=xlsx|csv&…`: every report as a spreadsheet
 * (money as numbers in R$, dates as dates) or as CSV for a spreadsheet in Brazil.
 */
export const reportExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/accounting/exportar/:relatorio',
    {
      config: ACCOUNTING_ACCESS.reads,
      schema: {
        tags,
        params: exportParams,
        querystring: exportQuery,
        response: {
          200: fileResponse(XLSX, 'The report as XLSX, or as CSV (text/csv) when asked.'),
        },
      },
    },
    async (request, reply) => {
      const { relatorio } = request.params;
      const { formato, ...rest } = request.query;
      const report = EXPORTERS[relatorio];
      const filters = filtersOf(report.query, rest);
      const today = todayOf(app.clock);
      const table = await request.tenant((db, actor) =>
        report.table({ db, companyId: actor.companyId, today }, filters),
      );
      const name = `contabilidade-${relatorio}-${report.name(filters, today)}.${formato}`;
      if (formato === 'csv')
        return sendDownload(reply, { type: CSV, name, body: csvOf(table.columns, table.rows) });
      const body = await workbookOf(table.sheet, table.columns, table.rows);
      return sendDownload(reply, { type: XLSX, name, body });
    },
  );
};
