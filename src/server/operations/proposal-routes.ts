import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeProposal, changeProposalList } from '../../domain/operations/change-proposals.ts';
import { operationDetail } from '../../domain/operations/contracts.ts';
import { noBody } from '../../domain/wire.ts';
import { operationChangeProposals, operations } from '../db/schema/index.ts';
import type { RouteAccess } from '../http/access.ts';
import { replyOnce } from '../http/idempotency.ts';
import { afterRequest, logoBytes } from '../profile/logo.ts';
import { applyProposal, listProposals, setAsideProposal } from './field-changes.ts';

const tags = ['Operações'];
const params = z.object({
  id: z.uuid('Operação não encontrada.'),
  proposta: z.uuid('Proposta não encontrada.'),
});

/**
 * `/api/operations/:id/propostas` (issue 41, decision 039): the field's changes kept when they
 * met the office's, and the choice between the two versions — by the office or by the member
 * who sent the change.
 */
export const operationProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const onOperation = { scope: 'company', owns: { id: operations.id } } satisfies RouteAccess;
  const onProposal = {
    scope: 'company',
    acts: true,
    owns: { id: operations.id, proposta: operationChangeProposals.id },
  } satisfies RouteAccess;

  app.get(
    '/api/operations/:id/propostas',
    {
      config: { access: onOperation },
      schema: {
        tags,
        params: params.pick({ id: true }),
        response: { 200: changeProposalList },
      },
    },
    async (request) =>
      request.tenant(async (db, actor) => ({
        propostas: await listProposals(db, actor, request.params.id),
      })),
  );
  app.post(
    '/api/operations/:id/propostas/:proposta/aplicar',
    {
      config: { access: { ...onProposal, pilotWithoutMoney: true } },
      schema: { tags, params, body: noBody, response: { 200: operationDetail } },
    },
    async (request, reply) =>
      replyOnce(request, reply, async (db, actor) => ({
        status: 200,
        body: await applyProposal(
          db,
          actor,
          { operation: request.params.id, proposal: request.params.proposta },
          (tx) => logoBytes(tx, afterRequest(request), actor.companyId),
        ),
      })),
  );
  app.post(
    '/api/operations/:id/propostas/:proposta/descartar',
    {
      config: { access: onProposal },
      schema: { tags, params, body: noBody, response: { 200: changeProposal } },
    },
    async (request) =>
      request.tenant((db, actor) =>
        setAsideProposal(db, actor, {
          operation: request.params.id,
          proposal: request.params.proposta,
        }),
      ),
  );
};
