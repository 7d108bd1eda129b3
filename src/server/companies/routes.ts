import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInviteInput,
  acceptInviteResult,
  acceptInviteWithPasswordInput,
  createInviteInput,
  invite,
  member,
} from '../../domain/companies/contracts.ts';
import {
  companyIdOf,
  requireCanAct,
  requireMember,
  requireRole,
  requireUser,
} from '../auth/identity.ts';
import { authHeaders, forwardCookies } from '../auth/headers.ts';
import { acceptInviteWithPassword } from './accept-invite.ts';
import {
  acceptInviteIn,
  createInvite,
  deleteInvite,
  listMembers,
  listPendingInvites,
  resendInvite,
} from './invites.ts';
import { setMemberActive } from './members.ts';
import { notifySeatChange } from './seats.ts';

const inviteSent = z.object({ invite, emailSent: z.boolean() });
const idParams = z.object({ id: z.uuid('Convite inválido.') });
const memberParams = z.object({ userId: z.string().trim().min(1, 'Membro inválido.') });
const manageInvites = requireRole('owner', 'admin');

/** Members and invites of the caller's company (spec part 1 §4 'Company invite', §6). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const inviteDeps = () => ({
    db,
    mailer: app.mailer,
    clock: app.clock,
    appUrl: app.config.appUrl,
    log: app.log,
  });

  app.get(
    '/api/company/members',
    {
      preHandler: requireMember,
      schema: { response: { 200: z.object({ members: z.array(member) }) } },
    },
    async (request) => ({ members: await listMembers(db, companyIdOf(request)) }),
  );

  // Deactivating frees a seat even while the company may not act; reactivating adds one.
  for (const [action, active] of [
    ['desativar', false],
    ['reativar', true],
  ] as const) {
    app.post(
      `/api/company/members/:userId/${action}`,
      {
        preHandler: active ? [manageInvites, requireCanAct] : manageInvites,
        schema: { params: memberParams, response: { 200: z.object({ members: z.array(member) }) } },
      },
      async (request) => {
        const companyId = companyIdOf(request);
        const { user, membership } = request.identity!;
        await setMemberActive(
          db,
          companyId,
          { userId: user.id, role: membership!.role },
          request.params.userId,
          active,
        );
        await notifySeatChange(request, companyId);
        return { members: await listMembers(db, companyId) };
      },
    );
  }

  app.get(
    '/api/company/invites',
    {
      preHandler: manageInvites,
      schema: { response: { 200: z.object({ invites: z.array(invite) }) } },
    },
    async (request) => ({ invites: await listPendingInvites(db, companyIdOf(request)) }),
  );

  app.post(
    '/api/company/invites',
    {
      preHandler: [manageInvites, requireCanAct],
      schema: { body: createInviteInput, response: { 201: inviteSent } },
    },
    async (request, reply) => {
      const result = await createInvite(
        inviteDeps(),
        companyIdOf(request),
        request.identity!.user.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/company/invites/:id/resend',
    {
      preHandler: [manageInvites, requireCanAct],
      schema: { params: idParams, response: { 200: inviteSent } },
    },
    async (request) => resendInvite(inviteDeps(), companyIdOf(request), request.params.id),
  );

  app.delete(
    '/api/company/invites/:id',
    { preHandler: manageInvites, schema: { params: idParams } },
    async (request, reply) => {
      await deleteInvite(db, companyIdOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/invites/accept',
    {
      preHandler: requireUser,
      schema: { body: acceptInviteInput, response: { 200: acceptInviteResult } },
    },
    async (request) => {
      const { user } = request.identity!;
      const id = await db.transaction((tx) =>
        acceptInviteIn(tx, user, request.body.token, app.clock.now()),
      );
      await notifySeatChange(request, id);
      return { success: true as const, company_id: id };
    },
  );

  app.post(
    '/api/invites/accept-with-password',
    { schema: { body: acceptInviteWithPasswordInput, response: { 200: acceptInviteResult } } },
    async (request, reply) => {
      const result = await acceptInviteWithPassword(
        { db, auth: app.auth, clock: app.clock },
        request.body,
      );
      await notifySeatChange(request, result.companyId);
      const session = await app.auth.api.signInEmail({
        body: { email: request.body.email, password: request.body.password },
        headers: authHeaders(request),
        asResponse: true,
      });
      forwardCookies(reply, session);
      return { success: true as const, company_id: result.companyId };
    },
  );
};
