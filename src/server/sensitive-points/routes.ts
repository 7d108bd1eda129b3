import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  distanceCheck,
  distanceCheckQuery,
  sensitivePointFile,
  sensitivePointInput,
  sensitivePointRow,
  sensitivePointsInput,
} from '../../domain/distances/contracts.ts';
import { flightUpload } from '../../domain/flight/contracts.ts';
import { noContent } from '../../domain/wire.ts';
import { properties, sensitivePoints } from '../db/schema/index.ts';
import { fileError } from '../geo-files/file-error.ts';
import { OFFICE, onOwnedRow, routeOptions, type RouteAccess } from '../http/access.ts';
import { uploadedFiles } from '../http/upload.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';
import { planningDistances } from './planning.ts';
import { addPoints, listPoints, removePoint, updatePoint } from './service.ts';

const tags = ['Pontos sensíveis'];
const PROPERTY_NOT_FOUND = 'Propriedade não encontrada.';
const POINT_NOT_FOUND = 'Ponto sensível não encontrado.';
/** The points are a register's: the office changes them, every member reads them. */
const changes = { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess;
const reads = { scope: 'company' } satisfies RouteAccess;
/** A file's many points and areas fit where a form's one point does not (the app's is 1 MB). */
const SAVE_BODY_LIMIT = 8 * 1024 * 1024;

/** A property's sensitive points and the Art. 10 check of a planned flight (decision 038). */
export const sensitivePointRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/properties/:id/pontos-sensiveis',
    onOwnedRow(reads, properties.id, PROPERTY_NOT_FOUND, {
      tags,
      response: { 200: z.array(sensitivePointRow) },
    }),
    async (request) => request.tenant((db) => listPoints(db, request.params.id)),
  );
  app.post(
    '/api/properties/:id/pontos-sensiveis',
    {
      ...onOwnedRow(changes, properties.id, PROPERTY_NOT_FOUND, {
        tags,
        body: sensitivePointsInput,
        response: { 201: z.array(sensitivePointRow) },
      }),
      bodyLimit: SAVE_BODY_LIMIT,
    },
    async (request, reply) =>
      replyCreated(request, reply, (db, actor) =>
        addPoints(db, actor, request.params.id, request.body.pontos),
      ),
  );
  // A file read, nothing stored: the office chooses each point's kind, then saves them above.
  app.post(
    '/api/properties/:id/pontos-sensiveis/arquivos',
    onOwnedRow(changes, properties.id, PROPERTY_NOT_FOUND, {
      tags,
      consumes: ['multipart/form-data'],
      body: flightUpload,
      response: { 200: sensitivePointFile },
    }),
    async (request) => {
      const files = await uploadedFiles(request);
      // The geographic files' readers (shapefile, projections, XML) load with the first file
      // read, not at start (issue 43 item 4).
      const { readPointFiles } = await import('./read-file.ts');
      const read = readPointFiles(files);
      if (read.pontos.length === 0) {
        const reasons = read.ignorados.slice(0, 3).map((s) => ` ${s.item}: ${s.motivo}`);
        throw fileError(
          files.map((file) => file.name).join(', '),
          `nenhum ponto ou área (polígono) encontrado.${reasons.join('')}`,
        );
      }
      return read;
    },
  );
  app.put(
    '/api/pontos-sensiveis/:id',
    onOwnedRow(changes, sensitivePoints.id, POINT_NOT_FOUND, {
      tags,
      body: sensitivePointInput,
      response: { 200: sensitivePointRow },
    }),
    async (request) =>
      request.tenant((db) => updatePoint(db, request.actor!, request.params.id, request.body)),
  );
  app.delete(
    '/api/pontos-sensiveis/:id',
    onOwnedRow(changes, sensitivePoints.id, POINT_NOT_FOUND, {
      tags,
      response: { 204: noContent },
    }),
    async (request, reply) =>
      replyNoContent(request, reply, (db) => removePoint(db, request.params.id)),
  );
  app.get(
    '/api/distancias',
    routeOptions(reads, {
      tags,
      querystring: distanceCheckQuery,
      response: { 200: distanceCheck },
    }),
    async (request) => request.tenant((db) => planningDistances(db, request.query)),
  );
};
