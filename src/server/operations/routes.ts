import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  concludeInput,
  operationInput,
  operationListQuery,
} from '../../domain/operations/contracts.ts';
import { operationReportPdf } from './report-pdf.ts';
import { OPERATION_ACTIONS } from '../../domain/operations/status.ts';
import { requireCanAct, requireMember } from '../auth/identity.ts';
import {
  createOperation,
  listOperations,
  operationDetail,
  performAction,
  updateOperation,
  type Actor,
} from './service.ts';

const tags = ['Operações'];
const idParams = z.object({ id: z.uuid('Operação não encontrada.') });
const actionParams = idParams.extend({ action: z.enum(OPERATION_ACTIONS, 'Ação desconhecida.') });

/** `/api/operations` (DESIGN §5 'Operações'): every member, pilots on the flights they fly. */
export const operationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const actor = (request: {
    identity?: {
      user: { id: string };
      membership: { role: Actor['role']; company: { id: string } } | null;
    };
  }): Actor => ({
    userId: request.identity!.user.id,
    companyId: request.identity!.membership!.company.id,
    role: request.identity!.membership!.role,
  });

  app.get(
    '/api/operations',
    { preHandler: requireMember, schema: { tags, querystring: operationListQuery } },
    async (request) => listOperations(db, actor(request), request.query),
  );
  app.post(
    '/api/operations',
    { preHandler: requireCanAct, schema: { tags, body: operationInput } },
    async (request, reply) => {
      const row = await createOperation(db, actor(request), request.body);
      return reply.status(201).send(await operationDetail(db, actor(request), row.id));
    },
  );
  app.get(
    '/api/operations/:id',
    { preHandler: requireMember, schema: { tags, params: idParams } },
    async (request) => operationDetail(db, actor(request), request.params.id),
  );
  app.get(
    '/api/operations/:id/relatorio.pdf',
    { preHandler: requireMember, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { report } = await operationDetail(db, actor(request), request.params.id);
      const pdf = await operationReportPdf(report);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="relatorio-operacional-${report.operation.numero.replace('/', '-')}.pdf"`,
        )
        .send(pdf);
    },
  );
  app.put(
    '/api/operations/:id',
    { preHandler: requireCanAct, schema: { tags, params: idParams, body: operationInput } },
    async (request) => {
      await updateOperation(db, actor(request), request.params.id, request.body);
      return operationDetail(db, actor(request), request.params.id);
    },
  );
  app.post(
    '/api/operations/:id/:action',
    {
      preHandler: requireCanAct,
      schema: { tags, params: actionParams, body: concludeInput.nullish() },
    },
    async (request) =>
      performAction(db, actor(request), request.params.id, request.params.action, {
        confirmarClima: request.body?.confirmarClima ?? false,
      }),
  );
};
