import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adjustmentInput,
  entryInput,
  nfePreviewInput,
  shortfallResolutionInput,
} from '../../domain/stock/contracts.ts';
import {
  nfePreview,
  stockEntry,
  stockEntryPage,
  stockMovement,
  stockShortfall,
} from '../../domain/stock/response-contracts.ts';
import { pageOnlyQuery } from '../../domain/registers/fields.ts';
import { stockEntries, stockShortfalls } from '../db/schema/index.ts';
import { onOwnedRow } from '../http/access.ts';
import { todayOf } from '../platform/clock.ts';
import { STOCK_ACCESS, STOCK_TAGS as tags } from './access.ts';
import { adjustLot } from './adjustments.ts';
import { createEntry, entryPage, findEntry } from './entries.ts';
import { previewNfe } from './nfe-preview.ts';
import { resolveShortfall } from './shortfalls.ts';
import { replyCreated } from '../tenancy/replies.ts';

/** Entries by nota fiscal (and their NF-e preview), adjustments and shortfalls: the office's. */
export const stockEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reads, officeActs } = STOCK_ACCESS;
  app.get(
    '/api/stock/entradas',
    {
      config: reads,
      schema: { tags, querystring: pageOnlyQuery, response: { 200: stockEntryPage } },
    },
    async (request) =>
      request.tenant((db) => entryPage(db, todayOf(app.clock), request.query.pagina)),
  );
  app.get(
    '/api/stock/entradas/:id',
    onOwnedRow(reads.access, stockEntries.id, 'Entrada não encontrada.', {
      tags,
      response: { 200: stockEntry },
    }),
    async (request) => request.tenant((db) => findEntry(db, todayOf(app.clock), request.params.id)),
  );
  app.post(
    '/api/stock/entradas/nfe',
    { config: officeActs, schema: { tags, body: nfePreviewInput, response: { 200: nfePreview } } },
    async (request) =>
      request.tenant((db, actor) => previewNfe(db, request.body.xml, actor.company.cnpj)),
  );
  app.post(
    '/api/stock/entradas',
    { config: officeActs, schema: { tags, body: entryInput, response: { 201: stockEntry } } },
    async (request, reply) =>
      replyCreated(request, reply, async (db, actor) =>
        findEntry(
          db,
          todayOf(app.clock),
          await createEntry(db, actor, request.body, actor.company.cnpj),
        ),
      ),
  );
  app.post(
    '/api/stock/ajustes',
    {
      config: officeActs,
      schema: { tags, body: adjustmentInput, response: { 201: stockMovement } },
    },
    async (request, reply) =>
      replyCreated(request, reply, (db, actor) => adjustLot(db, actor, request.body)),
  );
  app.post(
    '/api/stock/faltas/:id/resolver',
    onOwnedRow(officeActs.access, stockShortfalls.id, 'Registro não encontrado.', {
      tags,
      body: shortfallResolutionInput,
      response: { 200: stockShortfall },
    }),
    async (request) =>
      request.tenant((db, actor) => resolveShortfall(db, actor, request.params.id, request.body)),
  );
};
