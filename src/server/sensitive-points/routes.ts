import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  distanceCheck,
  distanceCheckQuery,
  sensitivePointInput,
  sensitivePointRow,
} from '../../domain/distances/contracts.ts';
import { noContent } from '../../domain/wire.ts';
import { properties, sensitivePoints } from '../db/schema/index.ts';
import { OFFICE, onOwnedRow, routeOptions, type RouteAccess } from '../http/access.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';
import { planningDistances } from './planning.ts';
import { addPoints, listPoints, removePoint, updatePoint } from './service.ts';

const tags = ['Pontos sensíveis'];
const PROPERTY_NOT_FOUND = 'Propriedade não encontrada.';
const POINT_NOT_FOUND = 'Ponto sensível não encontrado.';
/** The points are a register's: the office changes them, every member reads them. */
const changes = { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess;
const reads = { scope: 'company' } satisfies RouteAccess;

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
    onOwnedRow(changes, properties.id, PROPERTY_NOT_FOUND, {
      tags,
      // One point, or an import's many in one go (all or none).
      body: z.object({ pontos: z.array(sensitivePointInput).min(1).max(500) }),
      response: { 201: z.array(sensitivePointRow) },
    }),
    async (request, reply) =>
      replyCreated(request, reply, (db, actor) =>
        addPoints(db, actor, request.params.id, request.body.pontos),
      ),
  );
  app.put(
    '/api/pontos-sensiveis/:id',
    onOwnedRow(changes, sensitivePoints.id, POINT_NOT_FOUND, {
      tags,
      body: sensitivePointInput,
      response: { 200: sensitivePointRow },
    }),
    async (request) => request.tenant((db) => updatePoint(db, request.params.id, request.body)),
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
