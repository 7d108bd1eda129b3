import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mapaDue, mapaMonth, mapaSubmissions } from '../../domain/mapa/contracts.ts';
import { UFS } from '../../domain/registers/values.ts';
import { fileResponse } from '../../domain/wire.ts';
import { OFFICE, type RouteAccess, routeOptions } from '../http/access.ts';
import { fileMonth, PDF, sendDownload, XLSX } from '../http/download.ts';
import { operations } from '../db/schema/index.ts';
import { afterRequest, logoBytes } from '../profile/logo.ts';
import { flightsRestricted, visibleFlights } from '../tenancy/actor.ts';
import { monthlyReportPdf } from './pdf.ts';
import {
  completesMonth,
  dueReports,
  loadMonthlyReport,
  markSent,
  sentFile,
  sentWholeMonth,
  submissionsOf,
} from './service.ts';
import { monthlyReportXlsx } from './xlsx.ts';

const tags = ['Relatório MAPA'];
const period = z.object({
  ano: z.coerce
    .number('Ano inválido.')
    .int('Ano inválido.')
    .min(2000, 'Ano inválido.')
    .max(2100, 'Ano inválido.'),
  mes: z.coerce
    .number('Mês inválido.')
    .int('Mês inválido.')
    .min(1, 'Mês inválido.')
    .max(12, 'Mês inválido.'),
});
const uf = z.enum(UFS, 'UF inválida.');
const office = { scope: 'company', roles: OFFICE } satisfies RouteAccess;
const members = { scope: 'company' } satisfies RouteAccess;
const officeActs = { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess;

/**
 * `/api/mapa`: the monthly report of IN MAPA 2/2008, the office's to export and mark sent; a
 * pilot reads the month's flights he flew (the pilot rule; decision 034).
 */
export const mapaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/mapa',
    routeOptions(members, { tags, querystring: period, response: { 200: mapaMonth } }),
    async (request) => {
      const { ano, mes } = request.query;
      return request.tenant(async (db, actor) => {
        const report = await loadMonthlyReport(db, actor.company, ano, mes);
        // Which UFs were sent, and whether they changed since, is the company's whole month's.
        const submissions = await submissionsOf(db, actor.companyId, report);
        if (!flightsRestricted(actor)) return { report, submissions };
        const own = visibleFlights(actor, operations.pilot_id);
        return { report: await loadMonthlyReport(db, actor.company, ano, mes, own), submissions };
      });
    },
  );

  app.get(
    '/api/mapa/planilha',
    routeOptions(office, {
      tags,
      querystring: period.extend({ uf }),
      response: {
        200: fileResponse(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          "The month's report to one UF as a spreadsheet.",
        ),
      },
    }),
    async (request, reply) => {
      const { ano, mes, uf: state } = request.query;
      // A month marked sent answers the spreadsheet that was sent (decision 029).
      const { report, sent } = await request.tenant(async (db, actor) => {
        const month = { companyId: actor.companyId, year: ano, month: mes, uf: state };
        const sent = await sentFile(db, month, 'planilha');
        return { sent, report: sent ? null : await loadMonthlyReport(db, actor.company, ano, mes) };
      });
      const file = sent ?? (await monthlyReportXlsx(report!, state));
      const name = `relatorio-mapa-${state}-${fileMonth(ano, mes)}.xlsx`;
      return sendDownload(reply, { type: XLSX, name, body: file });
    },
  );

  app.get(
    '/api/mapa/pdf',
    routeOptions(office, {
      tags,
      querystring: period.extend({ uf: uf.optional() }),
      response: { 200: fileResponse('application/pdf', "The month's report as a PDF.") },
    }),
    async (request, reply) => {
      const { ano, mes, uf: state } = request.query;
      // One UF's month marked sent answers the PDF that was sent; every UF's together, once
      // all are sent, the one stored with the last marking (decision 029); else drawn now.
      const { report, logo, sent } = await request.tenant(async (db, actor) => {
        const month = { companyId: actor.companyId, year: ano, month: mes };
        if (state) {
          const sent = await sentFile(db, { ...month, uf: state }, 'pdf');
          if (sent) return { sent, report: null, logo: null };
        }
        const report = await loadMonthlyReport(db, actor.company, ano, mes);
        const ufs = report.states.map((s) => s.uf);
        const sent = state ? null : await sentWholeMonth(db, month, ufs);
        if (sent) return { sent, report: null, logo: null };
        return { sent, report, logo: await logoBytes(db, afterRequest(request), actor.companyId) };
      });
      const file = sent ?? (await monthlyReportPdf(report!, { uf: state, logo }));
      const name = `relatorio-mapa-${state ?? 'todas-ufs'}-${fileMonth(ano, mes)}.pdf`;
      return sendDownload(reply, { type: PDF, name, body: file });
    },
  );

  app.post(
    '/api/mapa/enviado',
    routeOptions(officeActs, {
      tags,
      body: period.extend({ uf }),
      response: { 200: mapaSubmissions },
    }),
    async (request) => {
      const { ano, mes, uf: state } = request.body;
      // The files are generated as they are sent and kept with the mark (decision 029).
      return {
        submissions: await request.tenant(async (db, actor) => {
          const sent = await markSent(
            db,
            { companyId: actor.companyId, userId: actor.userId, year: ano, month: mes, uf: state },
            async (sentBefore) => {
              const report = await loadMonthlyReport(db, actor.company, ano, mes);
              const logo = await logoBytes(db, afterRequest(request), actor.companyId);
              return {
                dados: report,
                planilha: await monthlyReportXlsx(report, state),
                pdf: await monthlyReportPdf(report, { uf: state, logo }),
                todas: completesMonth(report, state, sentBefore)
                  ? await monthlyReportPdf(report, { logo })
                  : null,
              };
            },
          );
          const today = sent ?? (await loadMonthlyReport(db, actor.company, ano, mes));
          return submissionsOf(db, actor.companyId, today);
        }),
      };
    },
  );

  app.get(
    '/api/mapa/pendente',
    routeOptions(office, { tags, response: { 200: mapaDue } }),
    async (request) => ({
      due: await request.tenant((db, actor) => dueReports(db, actor.companyId, app.clock.now())),
    }),
  );
};
