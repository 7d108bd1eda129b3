import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_WEATHER_WINDOW } from '../../domain/operations/values.ts';
import { z } from 'zod';
import {
  concludeInput,
  operationInput,
  operationListQuery,
} from '../../domain/operations/contracts.ts';
import { AppError } from '../http/app-error.ts';
import { listOperations } from './list.ts';
import { addAttachment, findAttachment, listAttachments, removeAttachment } from './attachments.ts';
import { operationReportPdf } from './report-pdf.ts';
import { OPERATION_ACTIONS } from '../../domain/operations/status.ts';
import { requireCanAct, requireMember } from '../auth/identity.ts';
import {
  createOperation,
  findOperation,
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
  const actor = (request: FastifyRequest): Actor => {
    const { user, membership } = request.identity!;
    return {
      userId: user.id,
      companyId: membership!.company.id,
      role: membership!.role,
      weatherWindow: membership!.company.janela_meteorologica ?? DEFAULT_WEATHER_WINDOW,
    };
  };

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
  const attachmentParams = idParams.extend({ attachment: z.uuid('Anexo não encontrado.') });
  app.get(
    '/api/operations/:id/anexos',
    { preHandler: requireMember, schema: { tags, params: idParams } },
    async (request) => {
      await findOperation(db, actor(request), request.params.id);
      return { anexos: await listAttachments(db, actor(request).companyId, request.params.id) };
    },
  );
  app.post(
    '/api/operations/:id/anexos',
    { preHandler: requireCanAct, schema: { tags, params: idParams } },
    async (request, reply) => {
      const who = actor(request);
      await findOperation(db, who, request.params.id);
      if (!request.isMultipart())
        throw new AppError('VALIDATION_FAILED', {
          arquivo: 'Envie o arquivo como multipart/form-data.',
        });
      const attachment = await addAttachment(
        { db, storage: app.storage },
        {
          companyId: who.companyId,
          operationId: request.params.id,
          userId: who.userId,
          file: await request.file(),
        },
      );
      return reply.status(201).send(attachment);
    },
  );
  app.get(
    '/api/operations/:id/anexos/:attachment',
    { preHandler: requireMember, schema: { tags, params: attachmentParams } },
    async (request, reply) => {
      await findOperation(db, actor(request), request.params.id);
      const row = await findAttachment(
        db,
        actor(request).companyId,
        request.params.id,
        request.params.attachment,
      );
      return reply
        .type(row.mime)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(row.nome_arquivo)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(app.storage.read(row.storage_key));
    },
  );
  app.delete(
    '/api/operations/:id/anexos/:attachment',
    { preHandler: requireCanAct, schema: { tags, params: attachmentParams } },
    async (request, reply) => {
      const who = actor(request);
      await findOperation(db, who, request.params.id);
      await removeAttachment(
        { db, storage: app.storage },
        who.companyId,
        request.params.id,
        request.params.attachment,
      );
      return reply.status(204).send();
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
