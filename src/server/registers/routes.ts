import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerInputs, registerListQuery } from '../../domain/registers/contracts.ts';
import {
  registerOptionList,
  registerPages,
  registerRows,
} from '../../domain/registers/response-contracts.ts';
import { noBody, noContent } from '../../domain/wire.ts';
import { REGISTER_KINDS, REGISTER_LABELS } from '../../domain/registers/values.ts';
import { OFFICE, type RouteAccess } from '../http/access.ts';
import {
  createRegister,
  deleteRegister,
  getRegister,
  registerOptions,
  listRegister,
  setArchived,
  updateRegister,
} from './service.ts';
import { registers } from './tables.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';

const idParams = z.object({ id: z.uuid('Cadastro não encontrado.') });
/**
 * Every member reads the registers (a pilot picks the client of a flight), a pilot without their
 * amounts — a service's price, an aircraft's cost (decision 034); owners and admins change them.
 */
const canChange = { scope: 'company', roles: OFFICE, acts: true } satisfies RouteAccess;
const readAccess = { scope: 'company', pilotWithoutMoney: true } satisfies RouteAccess;
const reads = { access: readAccess };

/** `/api/registers/{kind}` for each register of `/cadastros` (DESIGN §5 'Cadastros'). */
export const registerRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of REGISTER_KINDS) {
    const base = `/api/registers/${kind}`;
    const tags = [`Cadastros: ${REGISTER_LABELS[kind].plural}`];
    const body = registerInputs[kind];
    // Typed as any register's row: the service answers every kind through one generic path.
    const row: z.ZodType<Record<string, unknown>> = registerRows[kind];
    const page: z.ZodType<{ items: object[]; total: number; pageSize: number }> =
      registerPages[kind];
    const { table } = registers[kind];
    const owned = { ...readAccess, owns: { id: table.id } } satisfies RouteAccess;
    const changesOwned = { ...canChange, owns: { id: table.id } } satisfies RouteAccess;

    app.get(
      base,
      { config: reads, schema: { tags, querystring: registerListQuery, response: { 200: page } } },
      async (request) =>
        request.tenant((db, actor) => listRegister(db, kind, actor.companyId, request.query)),
    );
    app.get(
      `${base}/options`,
      {
        config: reads,
        schema: {
          tags,
          response: { 200: registerOptionList },
        },
      },
      async (request) => ({
        options: await request.tenant((db, actor) => registerOptions(db, kind, actor.companyId)),
      }),
    );
    app.get(
      `${base}/:id`,
      { config: { access: owned }, schema: { tags, params: idParams, response: { 200: row } } },
      async (request) =>
        request.tenant((db, actor) => getRegister(db, kind, actor.companyId, request.params.id)),
    );
    app.post(
      base,
      { config: { access: canChange }, schema: { tags, body, response: { 201: row } } },
      async (request, reply) =>
        replyCreated(request, reply, (db, actor) =>
          createRegister(db, kind, actor.companyId, request.body as never),
        ),
    );
    app.put(
      `${base}/:id`,
      {
        config: { access: changesOwned },
        schema: { tags, params: idParams, body, response: { 200: row } },
      },
      async (request) =>
        request.tenant((db, actor) =>
          updateRegister(db, kind, actor, request.params.id, request.body as never),
        ),
    );
    for (const [action, archived] of [
      ['archive', true],
      ['restore', false],
    ] as const)
      app.post(
        `${base}/:id/${action}`,
        {
          config: { access: changesOwned },
          schema: { tags, params: idParams, body: noBody, response: { 200: row } },
        },
        async (request) =>
          request.tenant((db, actor) => setArchived(db, kind, actor, request.params.id, archived)),
      );
    app.delete(
      `${base}/:id`,
      {
        config: { access: changesOwned },
        schema: { tags, params: idParams, response: { 204: noContent } },
      },
      async (request, reply) =>
        replyNoContent(request, reply, (db, actor) =>
          deleteRegister(db, kind, actor.companyId, request.params.id),
        ),
    );
  }
};
