import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { monthQuery, monthRangeQuery } from '../../domain/accounting/contracts.ts';
import {
  accountingSummary,
  ageing,
  aircraftMargins,
  cashFlow,
  cashFlowQuery,
  monthlyResult,
} from '../../domain/accounting/report-contracts.ts';
import { fileResponse } from '../../domain/wire.ts';
import { PDF, sendDownload } from '../http/download.ts';
import { todayOf } from '../platform/clock.ts';
import { ACCOUNTING_ACCESS, ACCOUNTING_TAGS as tags } from './access.ts';
import { loadAgeing } from './ageing.ts';
import { loadAircraftMargins } from './aircraft-margins.ts';
import { loadCashFlow } from './cash-flow.ts';
import { loadMonthlyResult } from './monthly-result.ts';
import { resultPdf } from './result-pdf.ts';
import { loadSummary } from './summary.ts';

/** The reports of `/contabilidade` (DESIGN §5): read by the office, on any subscription. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads: config } = ACCOUNTING_ACCESS;
  app.get(
    '/api/accounting/resumo',
    { config, schema: { tags, response: { 200: accountingSummary } } },
    async (request) =>
      request.tenant((db, actor) => loadSummary(db, actor.companyId, todayOf(app.clock))),
  );
  app.get(
    '/api/accounting/fluxo-caixa',
    { config, schema: { tags, querystring: cashFlowQuery, response: { 200: cashFlow } } },
    async (request) =>
      request.tenant((db, actor) =>
        loadCashFlow(db, actor.companyId, todayOf(app.clock), request.query),
      ),
  );
  app.get(
    '/api/accounting/resultado',
    { config, schema: { tags, querystring: monthQuery, response: { 200: monthlyResult } } },
    async (request) =>
      request.tenant((db, actor) => loadMonthlyResult(db, actor.companyId, request.query.mes)),
  );
  app.get(
    '/api/accounting/resultado/pdf',
    {
      config,
      schema: {
        tags,
        querystring: monthQuery,
        response: { 200: fileResponse(PDF, 'The monthly result (DRE) as a PDF.') },
      },
    },
    async (request, reply) => {
      const { mes } = request.query;
      const { company, result } = await request.tenant(async (db, actor) => ({
        company: actor.company,
        result: await loadMonthlyResult(db, actor.companyId, mes),
      }));
      const body = await resultPdf(company, result, todayOf(app.clock));
      return sendDownload(reply, { type: PDF, name: `resultado-${mes}.pdf`, body });
    },
  );
  app.get(
    '/api/accounting/aeronaves',
    {
      config,
      schema: { tags, querystring: monthRangeQuery, response: { 200: aircraftMargins } },
    },
    async (request) =>
      request.tenant((db, actor) => loadAircraftMargins(db, actor.companyId, request.query)),
  );
  app.get(
    '/api/accounting/inadimplencia',
    { config, schema: { tags, response: { 200: ageing } } },
    async (request) =>
      request.tenant((db, actor) => loadAgeing(db, actor.companyId, todayOf(app.clock))),
  );
};
