import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payrollSummaryQuery, payslipQuery } from '../../domain/hr/contracts.ts';
import type { PayrollRunKind } from '../../domain/hr/values.ts';
import { fileResponse } from '../../domain/wire.ts';
import { payrollRuns } from '../db/schema/index.ts';
import { workbookOf } from '../exports/table-file.ts';
import { onOwnedRow } from '../http/access.ts';
import { AppError } from '../platform/app-error.ts';
import { PDF, sendDownload, XLSX } from '../http/download.ts';
import { HR_ACCESS, HR_TAGS as tags } from './access.ts';
import { holeritesPdf, type RunHeading } from './holerite-pdf.ts';
import { summaryPdf, summaryTable } from './payroll-summary.ts';
import { findRun } from './run-detail.ts';

const RUN_NOT_FOUND = 'Folha não encontrada.';

/** What a file name says of a run beside its month: nothing for the month's payroll. */
const KIND_IN_NAME: Record<PayrollRunKind, string> = {
  mensal: '',
  decimo_terceiro_1: '13-parcela-1-',
  decimo_terceiro_2: '13-parcela-2-',
  ferias: 'ferias-',
};

/** '2026-11-01' of a monthly run → '2026-11'; of the 13º's first installment → '13-parcela-1-2026-11'. */
const runInName = (run: RunHeading) => `${KIND_IN_NAME[run.tipo]}${run.competencia.slice(0, 7)}`;

/** A name in a file name: 'Carlos Mendes' → 'carlos-mendes' (ASCII, lower case, hyphens). */
const nameInFile = (nome: string) =>
  nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * A run's files (DESIGN §5 'Recursos Humanos'): its holerites as one PDF — or one employee's —
 * and the month's summary for the accountant as PDF or XLSX. Owners and admins.
 */
export const payrollFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRun = <S extends object>(schema: S) =>
    onOwnedRow(HR_ACCESS.reads.access, payrollRuns.id, RUN_NOT_FOUND, { tags, ...schema });
  /** The issuing company, the run and its items in holerite order (or the one asked for). */
  const load = (request: FastifyRequest, runId: string, itemId?: string) =>
    request.tenant(async (db, actor) => {
      const run = await findRun(db, runId);
      const items = itemId ? run.itens.filter((item) => item.id === itemId) : run.itens;
      if (itemId && items.length === 0) throw new AppError('NOT_FOUND');
      return { company: actor.company, run, items };
    });

  app.get(
    '/api/hr/folhas/:id/holerites',
    onRun({
      querystring: payslipQuery,
      response: { 200: fileResponse(PDF, "The run's holerites, one a page (or one item's).") },
    }),
    async (request, reply) => {
      const { item } = request.query;
      const { company, run, items } = await load(request, request.params.id, item);
      const body = await holeritesPdf(company, run, items);
      const name = item
        ? `holerite-${nameInFile(items[0]!.funcionario)}-${runInName(run)}.pdf`
        : `holerites-${runInName(run)}.pdf`;
      return sendDownload(reply, { type: PDF, name, body });
    },
  );

  app.get(
    '/api/hr/folhas/:id/resumo',
    onRun({
      querystring: payrollSummaryQuery,
      response: { 200: fileResponse(PDF, "The run's summary as PDF, or as XLSX when asked.") },
    }),
    async (request, reply) => {
      const { formato } = request.query;
      const { company, run, items } = await load(request, request.params.id);
      const summary = summaryTable(items);
      const name = `resumo-folha-${runInName(run)}.${formato}`;
      if (formato === 'xlsx') {
        const body = await workbookOf(summary.sheet, summary.columns, summary.rows);
        return sendDownload(reply, { type: XLSX, name, body });
      }
      return sendDownload(reply, {
        type: PDF,
        name,
        body: await summaryPdf(company, run, summary),
      });
    },
  );
};
