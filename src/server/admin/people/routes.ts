import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactEmailPage,
  copiedEmails,
  emailGroupParams,
  emailTotals,
  hierarchyPage,
  inviteParams,
  peopleListQuery,
  pendingInvitePage,
} from '../../../domain/admin/people.ts';
import { noBody, noContent } from '../../../domain/wire.ts';
import { allContactEmails, contactEmailTotals, listContactEmails } from './emails.ts';
import { listHierarchy } from './hierarchy.ts';
import { cancelAnyInvite, listAllPendingInvites, resendAnyInvite } from './invites.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

/** The admin's E-mails and Usuários tabs (spec part 2 §2): contact e-mails by group, the user hierarchy by company, pending invites. */
export const peopleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.get('/api/admin/emails', adminRoute({ response: { 200: emailTotals } }), async () =>
    contactEmailTotals(db),
  );

  app.get(
    '/api/admin/emails/:grupo',
    adminRoute({
      params: emailGroupParams,
      querystring: peopleListQuery,
      response: { 200: contactEmailPage },
    }),
    async (request) => listContactEmails(db, request.params.grupo, request.query),
  );

  app.get(
    '/api/admin/emails/:grupo/todos',
    adminRoute({
      params: emailGroupParams,
      querystring: peopleListQuery.pick({ busca: true }),
      response: { 200: copiedEmails },
    }),
    async (request) => allContactEmails(db, request.params.grupo, request.query.busca),
  );

  app.get(
    '/api/admin/users',
    adminRoute({ querystring: peopleListQuery, response: { 200: hierarchyPage } }),
    async (request) => listHierarchy(db, request.query),
  );

  app.get(
    '/api/admin/invites',
    adminRoute({ querystring: peopleListQuery, response: { 200: pendingInvitePage } }),
    async (request) => listAllPendingInvites(db, request.query),
  );

  app.post(
    '/api/admin/invites/:id/resend',
    adminRoute({
      params: inviteParams,
      body: noBody,
      response: { 200: z.strictObject({ emailSent: z.boolean() }) },
    }),
    async (request) => {
      const mail = { mailer: app.mailer, appUrl: app.config.appUrl, log: request.log };
      const sent = await resendAnyInvite(db, mail, request.identity!.user.id, request.params.id);
      return { emailSent: sent.emailSent };
    },
  );

  app.delete(
    '/api/admin/invites/:id',
    adminRoute({ params: inviteParams, response: { 204: noContent } }),
    async (request, reply) => {
      await cancelAnyInvite(db, request.identity!.user.id, request.params.id);
      return reply.status(204).send();
    },
  );
};
