import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UFS } from '../../domain/registers/values.ts';
import { companyIdOf, requireCanAct, requireRole } from '../auth/identity.ts';
import { monthlyReportPdf } from './pdf.ts';
import { dueReport, loadMonthlyReport, markSent, submissionsOf } from './service.ts';
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
const officeOnly = requireRole('owner', 'admin');

/** `/api/mapa`: the monthly report of IN MAPA 2/2008 for owners and admins. */
export const mapaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/mapa',
    { preHandler: officeOnly, schema: { tags, querystring: period } },
    async (request) => {
      const { ano, mes } = request.query;
      const [report, submissions] = await Promise.all([
        loadMonthlyReport(db, request.identity!.membership!.company, ano, mes),
        submissionsOf(db, companyIdOf(request), ano, mes),
      ]);
      return { report, submissions };
    },
  );

  app.get(
    '/api/mapa/planilha',
    { preHandler: officeOnly, schema: { tags, querystring: period.extend({ uf }) } },
    async (request, reply) => {
      const { ano, mes, uf: state } = request.query;
      const report = await loadMonthlyReport(db, request.identity!.membership!.company, ano, mes);
      const file = await monthlyReportXlsx(report, state);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename="relatorio-mapa-${state}-${ano}-${String(mes).padStart(2, '0')}.xlsx"`,
        )
        .send(file);
    },
  );

  app.get(
    '/api/mapa/pdf',
    { preHandler: officeOnly, schema: { tags, querystring: period.extend({ uf: uf.optional() }) } },
    async (request, reply) => {
      const { ano, mes, uf: state } = request.query;
      const report = await loadMonthlyReport(db, request.identity!.membership!.company, ano, mes);
      const file = await monthlyReportPdf(report, { uf: state });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="relatorio-mapa-${state ?? 'todas-ufs'}-${ano}-${String(mes).padStart(2, '0')}.pdf"`,
        )
        .send(file);
    },
  );

  app.post(
    '/api/mapa/enviado',
    { preHandler: [officeOnly, requireCanAct], schema: { tags, body: period.extend({ uf }) } },
    async (request) => {
      const { ano, mes, uf: state } = request.body;
      return {
        submissions: await markSent(db, {
          companyId: companyIdOf(request),
          userId: request.identity!.user.id,
          year: ano,
          month: mes,
          uf: state,
        }),
      };
    },
  );

  app.get('/api/mapa/pendente', { preHandler: officeOnly, schema: { tags } }, async (request) => ({
    due: await dueReport(db, companyIdOf(request), app.clock.now()),
  }));
};
