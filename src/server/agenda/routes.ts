import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agendaQuery,
  agendaResponse,
  agendaWarnings,
  conflictQuery,
  maintenanceInput,
  maintenanceRecord,
  moveInput,
} from '../../domain/agenda/contracts.ts';
import { noContent } from '../../domain/wire.ts';
import { aircraftMaintenance, operations } from '../db/schema/index.ts';
import { OFFICE, onOwnedRow, routeOptions, type RouteAccess } from '../http/access.ts';
import {
  addMaintenance,
  agendaEvents,
  conflictsFor,
  moveOperation,
  removeMaintenance,
} from './service.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';

const tags = ['Agenda'];
/** Moving flights and booking the hangar is the office's; pilots read their own agenda. */
const officeActs = { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess;
const reads = { scope: 'company' } satisfies RouteAccess;

/** `/api/agenda` (DESIGN §5 'Agenda'). */
export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/agenda',
    routeOptions(reads, { tags, querystring: agendaQuery, response: { 200: agendaResponse } }),
    async (request) => request.tenant((db, actor) => agendaEvents(db, actor, request.query)),
  );
  app.get(
    '/api/agenda/conflitos',
    routeOptions(reads, { tags, querystring: conflictQuery, response: { 200: agendaWarnings } }),
    async (request) => ({
      avisos: await request.tenant((db, actor) => conflictsFor(db, actor.companyId, request.query)),
    }),
  );
  app.post(
    '/api/agenda/operacoes/:id/mover',
    onOwnedRow(officeActs, operations.id, 'Operação não encontrada.', {
      tags,
      body: moveInput,
      response: { 200: agendaWarnings },
    }),
    async (request) => ({
      avisos: await request.tenant((db, actor) =>
        moveOperation(db, actor, request.params.id, request.body.data),
      ),
    }),
  );
  app.post(
    '/api/agenda/manutencoes',
    routeOptions(officeActs, {
      tags,
      body: maintenanceInput,
      response: { 201: maintenanceRecord },
    }),
    async (request, reply) =>
      replyCreated(request, reply, (db, actor) => addMaintenance(db, actor, request.body)),
  );
  app.delete(
    '/api/agenda/manutencoes/:id',
    onOwnedRow(officeActs, aircraftMaintenance.id, 'Manutenção não encontrada.', {
      tags,
      response: { 204: noContent },
    }),
    async (request, reply) =>
      replyNoContent(request, reply, (db, actor) =>
        removeMaintenance(db, actor, request.params.id),
      ),
  );
};
