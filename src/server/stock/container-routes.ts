import { and, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  containerReturnInput,
  containersQuery,
  periodQuery,
  receiptUpload,
} from '../../domain/stock/contracts.ts';
import {
  containerObligationList,
  containerReturn,
  containerReturnList,
} from '../../domain/stock/container-contracts.ts';
import { fileResponse } from '../../domain/wire.ts';
import { stockContainerReturns } from '../db/schema/index.ts';
import { uploadedFile } from '../http/upload.ts';
import { PDF, sendDownload } from '../http/download.ts';
import { onOwnedRow, routeOptions } from '../http/access.ts';
import { todayOf } from '../platform/clock.ts';
import { STOCK_ACCESS, STOCK_TAGS as tags } from './access.ts';
import { containerReportPdf } from './container-report-pdf.ts';
import {
  containerList,
  containerObligations,
  containerReturns,
  createContainerReturn,
} from './containers.ts';
import { attachReceipt, receiptOf } from './receipts.ts';
import { uploadDeps } from '../companies/storage-quota.ts';
import { replyCreated } from '../tenancy/replies.ts';

/** Empty containers owed and their returns with receipts (Lei 9.974/2000). */
export const stockContainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, officeActs } = STOCK_ACCESS;
  app.get(
    '/api/stock/embalagens',
    routeOptions(reads.access, {
      tags,
      querystring: containersQuery,
      response: { 200: containerObligationList },
    }),
    async (request) =>
      request.tenant((db) => containerList(db, todayOf(app.clock), request.query.situacao)),
  );
  app.get(
    '/api/stock/devolucoes',
    routeOptions(reads.access, { tags, response: { 200: containerReturnList } }),
    async (request) => request.tenant(async (db) => ({ devolucoes: await containerReturns(db) })),
  );
  app.post(
    '/api/stock/devolucoes',
    routeOptions(officeActs.access, {
      tags,
      body: containerReturnInput,
      response: { 201: containerReturn },
    }),
    async (request, reply) =>
      replyCreated(request, reply, (db, actor) => createContainerReturn(db, actor, request.body)),
  );
  app.post(
    '/api/stock/devolucoes/:id/comprovante',
    onOwnedRow(officeActs.access, stockContainerReturns.id, 'Devolução não encontrada.', {
      tags,
      consumes: ['multipart/form-data'],
      body: receiptUpload,
      response: { 200: containerReturn },
    }),
    async (request) => {
      // The file is stored before the row changes, outside any transaction.
      return attachReceipt(uploadDeps(request), request.params.id, await uploadedFile(request));
    },
  );
  app.get(
    '/api/stock/devolucoes/:id/comprovante',
    onOwnedRow(reads.access, stockContainerReturns.id, 'Devolução não encontrada.', {
      tags,
      response: { 200: fileResponse('*/*', 'The receipt as it was uploaded.') },
    }),
    async (request, reply) => {
      const file = await receiptOf(request.tenant.bind(request), request.params.id);
      return sendDownload(reply, {
        type: file.type,
        givenName: file.name,
        body: app.storage.read(file.key),
      });
    },
  );
  app.get(
    '/api/stock/devolucoes/relatorio.pdf',
    routeOptions(reads.access, {
      tags,
      querystring: periodQuery,
      response: { 200: fileResponse(PDF, 'The empty-container return report of a period.') },
    }),
    async (request, reply) => {
      const { de, ate } = request.query;
      const { company, returns, owed } = await request.tenant(async (db, actor) => ({
        company: actor.company,
        returns: await containerReturns(
          db,
          and(gte(stockContainerReturns.data, de), lte(stockContainerReturns.data, ate)),
        ),
        owed: await containerObligations(db, todayOf(app.clock)),
      }));
      const body = await containerReportPdf(company, request.query, returns, owed);
      return sendDownload(reply, {
        type: PDF,
        name: `devolucao-embalagens-${de}-a-${ate}.pdf`,
        body,
      });
    },
  );
};
