import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerInputs, registerListQuery } from '../../domain/registers/contracts.ts';
import { REGISTER_KINDS, REGISTER_LABELS } from '../../domain/registers/values.ts';
import { companyIdOf, requireCanAct, requireMember, requireRole } from '../auth/identity.ts';
import {
  createRegister,
  deleteRegister,
  getRegister,
  registerOptions,
  listRegister,
  setArchived,
  updateRegister,
} from './service.ts';

const idParams = z.object({ id: z.uuid('Cadastro não encontrado.') });
/** Every member reads the registers (a pilot picks the client of a flight); owners and admins change them. */
const canChange = [requireRole('owner', 'admin'), requireCanAct];

/** `/api/registers/{kind}` for each register of `/cadastros` (DESIGN §5 'Cadastros'). */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const kind of REGISTER_KINDS) {
    const base = `/api/registers/${kind}`;
    const tags = [`Cadastros: ${REGISTER_LABELS[kind].plural}`];
    const body = registerInputs[kind];

    app.get(
      base,
      { preHandler: requireMember, schema: { tags, querystring: registerListQuery } },
      async (request) => listRegister(db, kind, companyIdOf(request), request.query),
    );
    app.get(
      `${base}/options`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          response: {
            200: z.object({
              options: z.array(
                z.object({ id: z.string(), label: z.string(), group: z.string().nullable() }),
              ),
            }),
          },
        },
      },
      async (request) => ({ options: await registerOptions(db, kind, companyIdOf(request)) }),
    );
    app.get(
      `${base}/:id`,
      { preHandler: requireMember, schema: { tags, params: idParams } },
      async (request) => getRegister(db, kind, companyIdOf(request), request.params.id),
    );
    app.post(base, { preHandler: canChange, schema: { tags, body } }, async (request, reply) =>
      reply
        .status(201)
        .send(await createRegister(db, kind, companyIdOf(request), request.body as never)),
    );
    app.put(
      `${base}/:id`,
      { preHandler: canChange, schema: { tags, params: idParams, body } },
      async (request) =>
        updateRegister(db, kind, companyIdOf(request), request.params.id, request.body as never),
    );
    app.post(
      `${base}/:id/archive`,
      { preHandler: canChange, schema: { tags, params: idParams } },
      async (request) => setArchived(db, kind, companyIdOf(request), request.params.id, true),
    );
    app.post(
      `${base}/:id/restore`,
      { preHandler: canChange, schema: { tags, params: idParams } },
      async (request) => setArchived(db, kind, companyIdOf(request), request.params.id, false),
    );
    app.delete(
      `${base}/:id`,
      { preHandler: canChange, schema: { tags, params: idParams } },
      async (request, reply) => {
        await deleteRegister(db, kind, companyIdOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  }
};
