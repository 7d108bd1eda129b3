import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInviteInput,
  acceptInviteResult,
  acceptInviteWithPasswordInput,
} from '../../domain/companies/contracts.ts';
import { authHeaders, forwardCookies } from '../auth/headers.ts';
import { acceptInviteWithPassword } from './accept-invite.ts';
import { acceptInviteIn } from './invites.ts';
import { notifySeatChange } from './seats.ts';
import { routeOptions } from '../http/access.ts';

/**
 * Accepting an invite (spec part 1 §2, §4): the one company path that is not in a company's
 * scope yet — the invite is found by its token, and the user may leave another company — so it
 * runs on the system connection.
 */
export const inviteAcceptanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.post(
    '/api/invites/accept',
    routeOptions(
      { scope: 'user' },
      { body: acceptInviteInput, response: { 200: acceptInviteResult } },
    ),
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
