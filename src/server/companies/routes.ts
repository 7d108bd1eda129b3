import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createInviteInput, invite, member } from '../../domain/companies/contracts.ts';
import { noBody, noContent } from '../../domain/wire.ts';
import { companyInvites, profiles } from '../db/schema/index.ts';
import { OFFICE, type RouteAccess, routeOptions } from '../http/access.ts';
import {
  createInvite,
  deleteInvite,
  listMembers,
  listPendingInvites,
  resendInvite,
  sendInvite,
} from './invites.ts';
import { setMemberActive } from './members.ts';
import { notifySeatChange } from '../billing/seats.ts';
import { replyNoContent } from '../tenancy/replies.ts';

const inviteSent = z.object({ invite, emailSent: z.boolean() });
const members = z.object({ members: z.array(member) });
const idParams = z.object({ id: z.uuid('Convite inválido.') });
const memberParams = z.object({ userId: z.string().trim().min(1, 'Membro inválido.') });
const managers = { scope: 'company', roles: OFFICE } satisfies RouteAccess;
const managersAct = { ...managers, acts: true } satisfies RouteAccess;

/** Members and invites of the caller's company (spec part 1 §4 'Company invite', §6). */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const mail = () => ({ mailer: app.mailer, appUrl: app.config.appUrl, log: app.log });

  app.get(
    '/api/company/members',
    routeOptions({ scope: 'company' }, { response: { 200: members } }),
    async (request) => ({
      members: await request.tenant((db, actor) => listMembers(db, actor.companyId)),
    }),
  );

  // Deactivating frees a seat even while the company may not act; reactivating adds one.
  for (const [action, active] of [
    ['desativar', false],
    ['reativar', true],
  ] as const) {
    app.post(
      `/api/company/members/:userId/${action}`,
      routeOptions(
        { ...(active ? managersAct : managers), owns: { userId: profiles.user_id } },
        { params: memberParams, body: noBody, response: { 200: members } },
      ),
      async (request) => {
        await request.tenant((db, actor) =>
          setMemberActive(db, actor.companyId, actor, request.params.userId, active),
        );
        await notifySeatChange(request, request.actor!.companyId);
        return {
          members: await request.tenant((db, actor) => listMembers(db, actor.companyId)),
        };
      },
    );
  }

  app.get(
    '/api/company/invites',
    routeOptions(managers, { response: { 200: z.object({ invites: z.array(invite) }) } }),
    async (request) => ({
      invites: await request.tenant((db, actor) => listPendingInvites(db, actor.companyId)),
    }),
  );

  app.post(
    '/api/company/invites',
    routeOptions(managersAct, { body: createInviteInput, response: { 201: inviteSent } }),
    async (request, reply) => {
      const issued = await request.tenant((db, actor) =>
        createInvite(db, actor.companyId, actor.userId, request.body),
      );
      const sent = await sendInvite(mail(), request.actor!.company.company_name, issued);
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/api/company/invites/:id/resend',
    routeOptions(
      { ...managersAct, owns: { id: companyInvites.id } },
      { params: idParams, body: noBody, response: { 200: inviteSent } },
    ),
    async (request) => {
      const issued = await request.tenant((db, actor) =>
        resendInvite(db, actor.companyId, request.params.id),
      );
      return sendInvite(mail(), request.actor!.company.company_name, issued);
    },
  );

  app.delete(
    '/api/company/invites/:id',
    routeOptions(
      { ...managers, owns: { id: companyInvites.id } },
      { params: idParams, response: { 204: noContent } },
    ),
    async (request, reply) =>
      replyNoContent(request, reply, (db, actor) =>
        deleteInvite(db, actor.companyId, request.params.id),
      ),
  );
};
