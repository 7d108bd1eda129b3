import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  areaChoiceInput,
  flightEvidence,
  flightExportParams,
  flightUpload,
} from '../../domain/flight/contracts.ts';
import { documentNumber } from '../../domain/numbering.ts';
import { fileResponse } from '../../domain/wire.ts';
import { uploadDeps } from '../companies/storage-quota.ts';
import type { Db } from '../db/database.ts';
import { flightAudits, flightImports, operations } from '../db/schema/index.ts';
import { fileNumber, sendDownload } from '../http/download.ts';
import { AnsweredBefore, keepAnswer, sendAnswer, storedAnswer } from '../http/idempotency.ts';
import { OFFICE, onOwnedRow, type RouteAccess } from '../http/access.ts';
import { uploadedFiles } from '../http/upload.ts';
import { AppError } from '../platform/app-error.ts';
import type { Actor } from '../tenancy/actor.ts';
import { findOperation } from '../tenancy/operation-row.ts';
import { flightEvidenceOf } from './evidence.ts';
import { appliedAreaCollection, appliedAreaFile } from './exports.ts';
import { importFlightFiles, removeFlightImport } from './imports.ts';

const tags = ['Voo e evidência'];
const NOT_FOUND = 'Operação não encontrada.';

/**
 * `/api/operations/:id/voo` (DESIGN §5 'Voo e evidência'): the applied-area files of an operation
 * and its coverage audit. Every member reads and imports (a pilot on his own flights, without
 * the cost: decision 034); the office chooses the area the report prints.
 */
export const flightRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = { scope: 'company', pilotWithoutMoney: true } satisfies RouteAccess;
  const acts = { ...reads, acts: true } satisfies RouteAccess;
  const onOperation = <S extends object>(access: RouteAccess & { scope: 'company' }, schema: S) =>
    onOwnedRow(access, operations.id, NOT_FOUND, { tags, ...schema });
  /** The evidence of the operation the actor sees (a pilot: his flights, else 403). */
  const evidence = (db: Db, actor: Actor, id: string) =>
    findOperation(db, actor, id).then((operation) => flightEvidenceOf(db, actor, operation));

  app.get(
    '/api/operations/:id/voo',
    onOperation(reads, { response: { 200: flightEvidence } }),
    async (request) => request.tenant((db, actor) => evidence(db, actor, request.params.id)),
  );
  app.post(
    '/api/operations/:id/voo',
    onOperation(acts, {
      consumes: ['multipart/form-data'],
      body: flightUpload,
      response: { 201: flightEvidence },
    }),
    async (request, reply) => {
      const operationId = request.params.id;
      // Who may import is known before the files are read (a pilot on another's flight: 403).
      await request.tenant((db, actor) => findOperation(db, actor, operationId));
      const files = await uploadedFiles(request);
      // Sent again with its Idempotency-Key (issue 41): the first answer, nothing imported twice.
      const before = await storedAnswer(request);
      if (before) return sendAnswer(reply, before);
      try {
        const answer = await importFlightFiles(
          {
            ...uploadDeps(request),
            keep: (db, actor, body) => keepAnswer(db, actor, request, { status: 201, body }),
          },
          operationId,
          files,
        );
        return reply.status(201).send(answer);
      } catch (error) {
        if (!(error instanceof AnsweredBefore)) throw error;
        return sendAnswer(reply, error.answer);
      }
    },
  );
  app.delete(
    '/api/operations/:id/voo/:importacao',
    {
      config: {
        access: { ...acts, owns: { id: operations.id, importacao: flightImports.id } },
      },
      schema: {
        tags,
        params: z.object({
          id: z.uuid(NOT_FOUND),
          importacao: z.uuid('Importação não encontrada.'),
        }),
        response: { 200: flightEvidence },
      },
    },
    async (request) => {
      await removeFlightImport(
        { storage: app.storage, tenant: request.tenant.bind(request) },
        request.params.id,
        request.params.importacao,
      );
      return request.tenant((db, actor) => evidence(db, actor, request.params.id));
    },
  );
  app.put(
    '/api/operations/:id/voo/area-relatorio',
    onOperation(
      { scope: 'company', roles: OFFICE, acts: true },
      { body: areaChoiceInput, response: { 200: flightEvidence } },
    ),
    async (request) =>
      request.tenant(async (db, actor) => {
        const operation = await findOperation(db, actor, request.params.id);
        const [updated] = await db
          .update(flightAudits)
          .set({ area_relatorio: request.body.area_relatorio })
          .where(eq(flightAudits.operation_id, operation.id))
          .returning({ id: flightAudits.id });
        if (!updated)
          throw new AppError('VALIDATION_FAILED', {
            area_relatorio: 'Importe a área aplicada antes de escolher a área do relatório.',
          });
        return flightEvidenceOf(db, actor, operation);
      }),
  );
  app.get(
    '/api/operations/:id/voo/exportar/:formato',
    {
      config: { access: { scope: 'company', owns: { id: operations.id } } satisfies RouteAccess },
      schema: {
        tags,
        params: flightExportParams,
        response: {
          200: fileResponse('*/*', 'The applied area as KML, GeoJSON or a zipped shapefile.'),
        },
      },
    },
    async (request, reply) => {
      const { numero, found } = await request.tenant(async (db, actor) => {
        const operation = await findOperation(db, actor, request.params.id);
        const found = await flightEvidenceOf(db, actor, operation);
        return { numero: documentNumber(operation), found };
      });
      if (!found.formas)
        throw new AppError('VALIDATION_FAILED', {
          formato: 'Importe a área aplicada antes de exportá-la.',
        });
      const base = `area-aplicada-${fileNumber(numero)}`;
      const file = await appliedAreaFile(
        appliedAreaCollection(found, numero),
        request.params.formato,
        base,
      );
      return sendDownload(reply, {
        type: file.type,
        name: `${base}.${file.extension}`,
        body: file.body,
      });
    },
  );
};
