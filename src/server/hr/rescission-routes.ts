import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  rescissionDetail,
  rescissionFigures,
  rescissionInput,
} from '../../domain/hr/rescission-contracts.ts';
import { fileResponse } from '../../domain/wire.ts';
import { employees } from '../db/schema/index.ts';
import { PDF, sendDownload } from '../http/download.ts';
import { onOwnedRow } from '../http/access.ts';
import { foundRow } from '../tenancy/locked-row.ts';
import { replyCreated } from '../tenancy/replies.ts';
import { HR_ACCESS, HR_TAGS as tags } from './access.ts';
import { findRescission, previewRescission, recordRescission } from './rescissions.ts';
import { trctPdf } from './trct-pdf.ts';

/** An employee's rescisão: its preview, its record with the payables, its TRCT. */
export const rescissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, acts } = HR_ACCESS;
  const onEmployee = <S extends object>(access: typeof reads.access, schema: S) =>
    onOwnedRow(access, employees.id, 'Funcionário não encontrado.', { tags, ...schema });

  app.post(
    '/api/hr/funcionarios/:id/rescisao/previa',
    onEmployee(acts.access, { body: rescissionInput, response: { 200: rescissionFigures } }),
    async (request) =>
      request.tenant((db, actor) => previewRescission(db, actor, request.params.id, request.body)),
  );
  app.post(
    '/api/hr/funcionarios/:id/rescisao',
    onEmployee(acts.access, { body: rescissionInput, response: { 201: rescissionDetail } }),
    async (request, reply) =>
      replyCreated(request, reply, async (db, actor) => {
        await recordRescission(db, actor, request.params.id, request.body);
        return findRescission(db, request.params.id);
      }),
  );
  app.get(
    '/api/hr/funcionarios/:id/rescisao',
    onEmployee(reads.access, { response: { 200: rescissionDetail } }),
    async (request) => request.tenant((db) => findRescission(db, request.params.id)),
  );
  app.get(
    '/api/hr/funcionarios/:id/rescisao/trct',
    onEmployee(reads.access, {
      response: { 200: fileResponse(PDF, 'The TRCT the employee signs.') },
    }),
    async (request, reply) => {
      const { company, rescisao, employee } = await request.tenant(async (db, actor) => ({
        company: actor.company,
        rescisao: await findRescission(db, request.params.id),
        employee: await foundRow(db, employees, request.params.id),
      }));
      const body = await trctPdf(company, rescisao, employee);
      return sendDownload(reply, { type: PDF, name: `trct-${rescisao.data}.pdf`, body });
    },
  );
};
