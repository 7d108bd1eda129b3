import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInSaoPaulo } from '../../domain/dates.ts';
import {
  approveInput,
  proposalInput,
  proposalListQuery,
} from '../../domain/proposals/contracts.ts';
import { requireCanAct, requireRole } from '../auth/identity.ts';
import { AppError } from '../http/app-error.ts';
import { proposalEmail } from '../mail/templates.ts';
import { proposalPdf } from './pdf.ts';
import {
  approveProposal,
  changeStatus,
  createProposal,
  deleteProposal,
  duplicateProposal,
  listProposals,
  proposalDetail,
  shareOf,
  updateProposal,
  type ProposalActor,
} from './service.ts';

const tags = ['Propostas'];
const idParams = z.object({ id: z.uuid('Proposta não encontrada.') });
const sendInput = z.object({
  canal: z.enum(['email', 'whatsapp'], 'Canal de envio: escolha e-mail ou WhatsApp.'),
});

/** Quotes are office work: owners and admins read them; changing them also needs the gate. */
const officeOnly = requireRole('owner', 'admin');
const officeActs = [officeOnly, requireCanAct];

/** `/api/proposals` (DESIGN §5 'Propostas'). */
export const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const actor = (request: FastifyRequest): ProposalActor => ({
    userId: request.identity!.user.id,
    companyId: request.identity!.membership!.company.id,
    today: todayInSaoPaulo(app.clock.now()),
  });
  const company = (request: FastifyRequest) => request.identity!.membership!.company;
  const detail = async (request: FastifyRequest, id: string) => {
    const found = await proposalDetail(db, actor(request), id);
    return { ...found, compartilhar: shareOf(found, company(request).company_name) };
  };

  app.get(
    '/api/proposals',
    { preHandler: officeOnly, schema: { tags, querystring: proposalListQuery } },
    async (request) => listProposals(db, actor(request), request.query),
  );
  app.post(
    '/api/proposals',
    { preHandler: officeActs, schema: { tags, body: proposalInput } },
    async (request, reply) => {
      const row = await createProposal(db, actor(request), request.body);
      return reply.status(201).send(await detail(request, row.id));
    },
  );
  app.get(
    '/api/proposals/:id',
    { preHandler: officeOnly, schema: { tags, params: idParams } },
    async (request) => detail(request, request.params.id),
  );
  app.put(
    '/api/proposals/:id',
    { preHandler: officeActs, schema: { tags, params: idParams, body: proposalInput } },
    async (request) => {
      await updateProposal(db, actor(request), request.params.id, request.body);
      return detail(request, request.params.id);
    },
  );
  app.delete(
    '/api/proposals/:id',
    { preHandler: officeActs, schema: { tags, params: idParams } },
    async (request, reply) => {
      await deleteProposal(db, actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/api/proposals/:id/proposta.pdf',
    { preHandler: officeOnly, schema: { tags, params: idParams } },
    async (request, reply) => {
      const found = await proposalDetail(db, actor(request), request.params.id);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="proposta-${found.proposal.numero.replace('/', '-')}.pdf"`,
        )
        .send(await proposalPdf(company(request), found));
    },
  );
  app.post(
    '/api/proposals/:id/duplicar',
    { preHandler: officeActs, schema: { tags, params: idParams } },
    async (request, reply) => {
      const row = await duplicateProposal(db, actor(request), request.params.id);
      return reply.status(201).send(await detail(request, row.id));
    },
  );
  app.post(
    '/api/proposals/:id/enviar',
    { preHandler: officeActs, schema: { tags, params: idParams, body: sendInput } },
    async (request) => {
      const who = actor(request);
      const id = request.params.id;
      if (request.body.canal === 'email') {
        const found = await detail(request, id);
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
        const pdf = await proposalPdf(company(request), found);
        await app.mailer.send(
          proposalEmail(found.cliente_email, {
            companyName: company(request).company_name,
            replyTo: company(request).contact_email,
            numero: found.proposal.numero,
            message: found.compartilhar.mensagem,
            pdf,
          }),
        );
      }
      await changeStatus(db, who, id, 'enviar');
      return detail(request, id);
    },
  );
  app.post(
    '/api/proposals/:id/recusar',
    { preHandler: officeActs, schema: { tags, params: idParams } },
    async (request) => {
      await changeStatus(db, actor(request), request.params.id, 'recusar');
      return detail(request, request.params.id);
    },
  );
  app.post(
    '/api/proposals/:id/aprovar',
    { preHandler: officeActs, schema: { tags, params: idParams, body: approveInput } },
    async (request) => {
      await approveProposal(db, actor(request), request.params.id, request.body);
      return detail(request, request.params.id);
    },
  );
};
