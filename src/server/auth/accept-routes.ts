import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteResult,
  acceptInviteWithPasswordInput,
  invitePreview,
  invitePreviewQuery,
} from '../../domain/companies/contracts.ts';
import { findInvitePreview } from '../companies/invites.ts';
import { signInOnReply } from '../identity/headers.ts';
import { acceptInviteWithPassword } from './accept-invite.ts';
import { notifySeatChange } from '../billing/seats.ts';
import { routeOptions } from '../http/access.ts';
import { systemDb } from '../db/system.ts';

/**
 * Accepting an invite (spec part 1 §2, §4) on the invite card, with the invite's e-mail and a
 * password (a signed-in user confirms theirs): the one company path that is not in a company's
 * scope yet — the invite is found by its token — so it runs on the system connection.
 */
export const inviteAcceptanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  // What the card names before anything is accepted: the company and the role (404 for a link
  // that is not a pending invite). The token is a query parameter, which the logs redact.
  app.get(
    '/api/invites/convite',
    routeOptions(
      { scope: 'public' },
      { querystring: invitePreviewQuery, response: { 200: invitePreview } },
    ),
    async (request) => findInvitePreview(db, request.query.token),
  );

  app.post(
    '/api/invites/accept-with-password',
    routeOptions(
      { scope: 'public' },
      { body: acceptInviteWithPasswordInput, response: { 200: acceptInviteResult } },
    ),
    async (request, reply) => {
      const result = await acceptInviteWithPassword(
        { db, auth: app.auth, clock: app.clock },
        request.body,
      );
      await notifySeatChange(request, result.companyId);
      await signInOnReply(app.auth, request, reply, request.body);
      return { success: true as const, company_id: result.companyId };
    },
  );
};
