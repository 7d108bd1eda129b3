import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import {
  approveInput,
  proposalDetail as proposalDetailSchema,
  proposalInputOn,
  proposalListQuery,
  proposalPage,
} from '../../domain/proposals/contracts.ts';
import { fileResponse, noBody, noContent } from '../../domain/wire.ts';
import type { Db } from '../db/database.ts';
import { proposals } from '../db/schema/index.ts';
import { OFFICE, type RouteAccess } from '../http/access.ts';
import { fileNumber, PDF, sendDownload } from '../http/download.ts';
import type { Actor } from '../tenancy/actor.ts';
import { replyCreated, replyNoContent } from '../tenancy/replies.ts';
import { AppError } from '../platform/app-error.ts';
import { proposalEmail } from '../mail/templates.ts';
import { afterRequest, logoBytes } from '../profile/logo.ts';
import { proposalPdf } from './pdf.ts';
import { approveProposal } from './approval.ts';
import { proposalDetail, shareOf } from './detail.ts';
import type { ProposalActor } from './find.ts';
import { listProposals } from './list.ts';
import {
  changeStatus,
  createProposal,
  deleteProposal,
  duplicateProposal,
  updateProposal,
} from './service.ts';

const tags = ['Propostas'];
const idParams = z.object({ id: z.uuid('Proposta não encontrada.') });
const sendInput = z.object({
  canal: z.enum(['email', 'whatsapp'], 'Canal de envio: escolha e-mail ou WhatsApp.'),
});

/**
 * Quotes are office work: owners and admins write them (with the gate) and print them; a pilot
 * reads the list and a proposal without their amounts and terms (decision 034).
 */
const office = { scope: 'company', roles: OFFICE } satisfies RouteAccess;
const officeActs = { ...office, acts: true } satisfies RouteAccess;
const reads = { scope: 'company', pilotWithoutMoney: true } satisfies RouteAccess;
const ownedRead = { access: { ...reads, owns: { id: proposals.id } } satisfies RouteAccess };
const owned = { access: { ...office, owns: { id: proposals.id } } satisfies RouteAccess };
const ownedActs = { access: { ...officeActs, owns: { id: proposals.id } } satisfies RouteAccess };

/** `/api/proposals` (DESIGN §5 'Propostas'). */
export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The actor on the server's calendar day (a proposal's validity is a date in São Paulo). */
  const today = () => todayInSaoPaulo(app.clock.now());
  const onToday = (actor: Actor) => ({ ...actor, today: today() });
  /** The editor's body, its validity checked against the server's day (the authority). */
  const proposalInput = proposalInputOn(today);
  const detail = async (db: Db, actor: Actor, id: string) => {
    const found = await proposalDetail(db, onToday(actor), id);
    return { ...found, compartilhar: shareOf(found, actor.company.company_name) };
  };
  /** `change`, then the proposal it touched as it then reads (the answer). */
  const afterChange =
    (change: (db: Db, actor: ProposalActor) => Promise<{ id: string }>) =>
    async (db: Db, actor: Actor) =>
      detail(db, actor, (await change(db, onToday(actor))).id);
  /** A route that changes one proposal and answers it: editing, refusing, approving. */
  const changeRoute = <B extends z.ZodType>(
    method: 'PUT' | 'POST',
    url: string,
    body: B,
    change: (db: Db, actor: ProposalActor, id: string, input: z.output<B>) => Promise<unknown>,
  ) =>
    app.route({
      method,
      url,
      config: ownedActs,
      schema: { tags, params: idParams, body, response: { 200: proposalDetailSchema } },
      handler: async (request) =>
        request.tenant(
          afterChange(async (db, actor) => {
            // Validated by `body`: the type provider only loses that through the generic.
            await change(db, actor, request.params.id, request.body as z.output<B>);
            return request.params;
          }),
        ),
    });

  app.get(
    '/api/proposals',
    {
      config: { access: reads },
      schema: { tags, querystring: proposalListQuery, response: { 200: proposalPage } },
    },
    async (request) =>
      request.tenant((db, actor) => listProposals(db, onToday(actor), request.query)),
  );
  app.post(
    '/api/proposals',
    {
      config: { access: officeActs },
      schema: { tags, body: proposalInput, response: { 201: proposalDetailSchema } },
    },
    async (request, reply) =>
      replyCreated(
        request,
        reply,
        afterChange((db, actor) => createProposal(db, actor, request.body)),
      ),
  );
  app.get(
    '/api/proposals/:id',
    {
      config: ownedRead,
      schema: { tags, params: idParams, response: { 200: proposalDetailSchema } },
    },
    async (request) => request.tenant((db, actor) => detail(db, actor, request.params.id)),
  );
  changeRoute('PUT', '/api/proposals/:id', proposalInput, updateProposal);
  app.delete(
    '/api/proposals/:id',
    { config: ownedActs, schema: { tags, params: idParams, response: { 204: noContent } } },
    async (request, reply) =>
      replyNoContent(request, reply, (db, actor) =>
        deleteProposal(db, onToday(actor), request.params.id),
      ),
  );
  app.get(
    '/api/proposals/:id/proposta.pdf',
    {
      config: owned,
      schema: {
        tags,
        params: idParams,
        response: { 200: fileResponse('application/pdf', 'The proposal as a PDF.') },
      },
    },
    async (request, reply) => {
      const { found, logo } = await request.tenant(async (db, actor) => ({
        found: await proposalDetail(db, onToday(actor), request.params.id),
        logo: await logoBytes(db, afterRequest(request), actor.companyId),
      }));
      return sendDownload(reply, {
        type: PDF,
        name: `proposta-${fileNumber(found.proposal.numero)}.pdf`,
        body: await proposalPdf(request.actor!.company, found, { logo }),
      });
    },
  );
  app.post(
    '/api/proposals/:id/duplicar',
    {
      config: ownedActs,
      schema: { tags, params: idParams, body: noBody, response: { 201: proposalDetailSchema } },
    },
    async (request, reply) =>
      replyCreated(
        request,
        reply,
        afterChange((db, actor) => duplicateProposal(db, actor, request.params.id)),
      ),
  );
  app.post(
    '/api/proposals/:id/enviar',
    {
      config: ownedActs,
      schema: {
        tags,
        params: idParams,
        body: sendInput,
        response: { 200: proposalDetailSchema },
      },
    },
    async (request) => {
      const id = request.params.id;
      const company = request.actor!.company;
      if (request.body.canal === 'email') {
        const { found, logo } = await request.tenant(async (db, actor) => ({
          found: await detail(db, actor, id),
          logo: await logoBytes(db, afterRequest(request), actor.companyId),
        }));
        if (!found.cliente_email)
          throw new AppError(
            'VALIDATION_FAILED',
            {
              cliente_email:
                'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.',
            },
            'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.',
          );
        // Checked before the e-mail goes, so an approved proposal is never sent again.
        if (found.proposal.status === 'aprovada' || found.proposal.status === 'recusada')
          throw new AppError('PROPOSAL_ACTION_INVALID');
        const pdf = await proposalPdf(company, found, { logo });
        await app.mailer.send(
          proposalEmail(found.cliente_email, {
            companyName: company.company_name,
            replyTo: company.contact_email,
            numero: found.proposal.numero,
            message: found.compartilhar.mensagem,
            pdf,
          }),
        );
      }
      return request.tenant(
        afterChange(async (db, actor) => {
          await changeStatus(db, actor, id, 'enviar');
          return request.params;
        }),
      );
    },
  );
  changeRoute('POST', '/api/proposals/:id/recusar', noBody, (db, actor, id) =>
    changeStatus(db, actor, id, 'recusar'),
  );
  changeRoute('POST', '/api/proposals/:id/aprovar', approveInput, approveProposal);
};
