import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agendaQuery,
  conflictQuery,
  maintenanceInput,
  moveInput,
} from '../../domain/agenda/contracts.ts';
import { requireCanAct, requireMember, requireRole } from '../auth/identity.ts';
import {
  addMaintenance,
  agendaEvents,
  conflictsFor,
  moveOperation,
  removeMaintenance,
  type AgendaActor,
} from './service.ts';

const tags = ['Agenda'];
/** Moving flights and booking the hangar is the office's; pilots read their own agenda. */
const officeActs = [requireRole('owner', 'admin'), requireCanAct];

/** `/api/agenda` (DESIGN §5 'Agenda'). */
export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const actor = (request: FastifyRequest): AgendaActor => ({
    userId: request.identity!.user.id,
    companyId: request.identity!.membership!.company.id,
    role: request.identity!.membership!.role,
  });

  app.get(
    '/api/agenda',
    { preHandler: requireMember, schema: { tags, querystring: agendaQuery } },
    async (request) => agendaEvents(db, actor(request), request.query),
  );
  app.get(
    '/api/agenda/conflitos',
    { preHandler: requireMember, schema: { tags, querystring: conflictQuery } },
    async (request) => ({
      avisos: await conflictsFor(db, actor(request).companyId, request.query),
    }),
  );
  app.post(
    '/api/agenda/operacoes/:id/mover',
    {
      preHandler: officeActs,
      schema: {
        tags,
        params: z.object({ id: z.uuid('Operação não encontrada.') }),
        body: moveInput,
      },
    },
    async (request) => ({
      avisos: await moveOperation(db, actor(request), request.params.id, request.body.data),
    }),
  );
  app.post(
    '/api/agenda/manutencoes',
    { preHandler: officeActs, schema: { tags, body: maintenanceInput } },
    async (request, reply) =>
      reply.status(201).send(await addMaintenance(db, actor(request), request.body)),
  );
  app.delete(
    '/api/agenda/manutencoes/:id',
    {
      preHandler: officeActs,
      schema: { tags, params: z.object({ id: z.uuid('Manutenção não encontrada.') }) },
    },
    async (request, reply) => {
      await removeMaintenance(db, actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
