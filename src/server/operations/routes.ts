import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentUpload,
  concludeInput,
  operationAttachment,
  operationAttachmentList,
  operationDetail as operationDetailSchema,
  operationInput,
  operationListQuery,
  operationPage,
  reportVersionList,
} from '../../domain/operations/contracts.ts';
import { fileResponse, noContent } from '../../domain/wire.ts';
import { uploadedFile } from '../http/upload.ts';
import { listOperations } from './list.ts';
import { uploadDeps } from '../companies/storage-quota.ts';
import { addAttachment, findAttachment, listAttachments, removeAttachment } from './attachments.ts';
import { afterRequest, logoBytes } from '../profile/logo.ts';
import { operationReportPdf } from './report-pdf.ts';
import { OPERATION_ACTIONS } from '../../domain/operations/status.ts';
import { operationAttachments, operations } from '../db/schema/index.ts';
import type { Db } from '../db/database.ts';
import { onOwnedRow, type RouteAccess } from '../http/access.ts';
import type { Actor } from '../tenancy/actor.ts';
import { replyCreated } from '../tenancy/replies.ts';
import { fileNumber, PDF, sendDownload } from '../http/download.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import { createOperation, operationDetail, performAction, updateOperation } from './service.ts';
import { listVersions, versionPdf } from './frozen-reports.ts';
import { baseVersion, onVersion } from './field-changes.ts';
import { operationProposalRoutes } from './proposal-routes.ts';
import {
  AnsweredBefore,
  keepAnswer,
  replyOnce,
  sendAnswer,
  storedAnswer,
} from '../http/idempotency.ts';

const tags = ['Operações'];
const NOT_FOUND = 'Operação não encontrada.';
const idParams = z.object({ id: z.uuid(NOT_FOUND) });
const actionParams = idParams.extend({ action: z.enum(OPERATION_ACTIONS, 'Ação desconhecida.') });

/** `/api/operations` (DESIGN §5 'Operações'): every member, pilots on the flights they fly. */
export const operationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(operationProposalRoutes);
  // A pilot is answered without the flight's price and value (decision 034), reading or recording.
  const reads = { access: { scope: 'company', pilotWithoutMoney: true } satisfies RouteAccess };
  const acts = {
    access: { scope: 'company', acts: true, pilotWithoutMoney: true } satisfies RouteAccess,
  };
  const owned = {
    scope: 'company',
    owns: { id: operations.id },
    pilotWithoutMoney: true,
  } satisfies RouteAccess;
  const ownedFile = {
    scope: 'company',
    owns: { id: operations.id, attachment: operationAttachments.id },
  } satisfies RouteAccess;
  type OnOperation = Pick<FastifyRequest<{ Params: { id: string } }>, 'tenant' | 'params'>;
  /** `change`, then the operation it touched as it then reads (the answer). */
  const afterChange =
    (change: (db: Db, actor: Actor) => Promise<{ id: string }>) => async (db: Db, actor: Actor) =>
      operationDetail(db, actor, (await change(db, actor)).id);
  /** A route's options on the operation named by `:id` (another company's answers 404). */
  const onOperation = <S extends object>(access: RouteAccess & { scope: 'company' }, schema: S) =>
    onOwnedRow(access, operations.id, NOT_FOUND, { tags, ...schema });
  /** `work` on the operation of the path, once the actor is known to see it (a pilot: his flights). */
  const ofVisible = <T>(request: OnOperation, work: (db: Db) => Promise<T>) =>
    request.tenant(async (db, actor) => {
      await findOperation(db, actor, request.params.id);
      return work(db);
    });

  app.get(
    '/api/operations',
    {
      config: reads,
      schema: { tags, querystring: operationListQuery, response: { 200: operationPage } },
    },
    async (request) => request.tenant((db, actor) => listOperations(db, actor, request.query)),
  );
  app.post(
    '/api/operations',
    {
      config: acts,
      schema: { tags, body: operationInput, response: { 201: operationDetailSchema } },
    },
    async (request, reply) =>
      replyCreated(
        request,
        reply,
        afterChange((db, actor) => createOperation(db, actor, request.body)),
      ),
  );
  app.get(
    '/api/operations/:id',
    onOperation(reads.access, { response: { 200: operationDetailSchema } }),
    async (request) => request.tenant((db, actor) => operationDetail(db, actor, request.params.id)),
  );
  app.get(
    '/api/operations/:id/relatorio.pdf',
    onOperation(reads.access, {
      querystring: z.object({
        versao: z.coerce
          .number('Versão inválida.')
          .int('Versão inválida.')
          .min(1, 'Versão inválida.')
          .max(32767, 'Versão inválida.')
          .optional(),
      }),
      response: {
        200: fileResponse(
          'application/pdf',
          'The relatório operacional: `versao` as frozen, else the version in force, else a draft.',
        ),
      },
    }),
    async (request, reply) => {
      // A concluded operation's report is the PDF frozen at its conclusion, byte for byte, and
      // so is any earlier version asked for; another's is drawn from the data as it stands (a
      // draft, with no version).
      const { versao: asked } = request.query;
      const { report, frozen, logo, versao } = await request.tenant(async (db, actor) => {
        const detail = await operationDetail(db, actor, request.params.id);
        const versao = asked ?? detail.registro.vigente;
        if (versao !== null) {
          const { pdf } = await versionPdf(db, request.params.id, versao);
          return { ...detail, frozen: pdf, logo: null, versao };
        }
        const logo = await logoBytes(db, afterRequest(request), actor.companyId);
        return { ...detail, frozen: null, logo, versao };
      });
      const pdf = frozen ?? (await operationReportPdf(report, { logo }));
      const suffix = asked ? `-v${versao}` : '';
      const name = `relatorio-operacional-${fileNumber(report.operation.numero)}${suffix}.pdf`;
      return sendDownload(reply, { type: PDF, name, body: pdf });
    },
  );
  app.get(
    '/api/operations/:id/versoes',
    onOperation(reads.access, { response: { 200: reportVersionList } }),
    async (request) =>
      ofVisible(request, async (db) => ({ versoes: await listVersions(db, request.params.id) })),
  );
  const attachmentParams = idParams.extend({ attachment: z.uuid('Anexo não encontrado.') });
  app.get(
    '/api/operations/:id/anexos',
    onOperation(reads.access, { response: { 200: operationAttachmentList } }),
    async (request) =>
      ofVisible(request, async (db) => ({ anexos: await listAttachments(db, request.params.id) })),
  );
  app.post(
    '/api/operations/:id/anexos',
    onOperation(acts.access, {
      consumes: ['multipart/form-data'],
      body: attachmentUpload,
      response: { 201: operationAttachment },
    }),
    async (request, reply) => {
      await request.tenant((db, actor) => findOperation(db, actor, request.params.id));
      const file = await uploadedFile(request);
      // Sent again with its Idempotency-Key (issue 41): the first answer, nothing stored twice.
      const before = await storedAnswer(request);
      if (before) {
        file?.file.resume();
        return sendAnswer(reply, before);
      }
      // The file is stored before the row, outside any transaction: a slow upload holds no
      // database connection.
      try {
        const attachment = await addAttachment(
          {
            ...uploadDeps(request),
            keep: (db, actor, body) => keepAnswer(db, actor, request, { status: 201, body }),
          },
          { operationId: request.params.id, file },
        );
        return reply.status(201).send(attachment);
      } catch (error) {
        if (!(error instanceof AnsweredBefore)) throw error;
        return sendAnswer(reply, error.answer);
      }
    },
  );
  app.get(
    '/api/operations/:id/anexos/:attachment',
    {
      config: { access: ownedFile },
      schema: {
        tags,
        params: attachmentParams,
        response: { 200: fileResponse('*/*', 'The file as it was uploaded, in its own type.') },
      },
    },
    async (request, reply) => {
      const row = await ofVisible(request, (db) =>
        findAttachment(db, request.params.id, request.params.attachment),
      );
      return sendDownload(reply, {
        type: row.mime,
        givenName: row.nome_arquivo,
        body: app.storage.read(row.storage_key),
      });
    },
  );
  app.delete(
    '/api/operations/:id/anexos/:attachment',
    {
      config: { access: { ...ownedFile, acts: true } },
      schema: { tags, params: attachmentParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeAttachment(
        { storage: app.storage, tenant: request.tenant.bind(request) },
        request.params.id,
        request.params.attachment,
      );
      return reply.status(204).send();
    },
  );
  // A change from the field (issue 41): applied once per Idempotency-Key, and kept as a
  // proposal (409) when sent on a version the office has changed since (If-Match).
  app.put(
    '/api/operations/:id',
    onOperation(acts.access, { body: operationInput, response: { 200: operationDetailSchema } }),
    async (request, reply) =>
      replyOnce(request, reply, (db, actor) =>
        onVersion(
          db,
          actor,
          {
            id: request.params.id,
            acao: 'editar',
            dados: request.body,
            base: baseVersion(request),
          },
          async () => ({
            status: 200,
            body: await afterChange((tx) =>
              updateOperation(tx, actor, request.params.id, request.body),
            )(db, actor),
          }),
        ),
      ),
  );
  app.post(
    '/api/operations/:id/:action',
    {
      config: { access: { ...owned, acts: true } },
      schema: {
        tags,
        params: actionParams,
        body: concludeInput.nullish(),
        response: { 200: operationDetailSchema },
      },
    },
    async (request, reply) => {
      const { id, action } = request.params;
      const options = {
        confirmarClima: request.body?.confirmarClima ?? false,
        justificativaDistancias: request.body?.justificativaDistancias,
      };
      return replyOnce(request, reply, (db, actor) => {
        const apply = async () => ({
          status: 200,
          body: await performAction(db, actor, id, action, {
            ...options,
            motivo: request.body?.motivo,
            logo: (tx) => logoBytes(tx, afterRequest(request), actor.companyId),
          }),
        });
        // Only what a pilot does in the field is compared with the version it was made on.
        if (action !== 'iniciar' && action !== 'concluir') return apply();
        const change = { id, acao: action, dados: options, base: baseVersion(request) };
        return onVersion(db, actor, change, apply);
      });
    },
  );
};
