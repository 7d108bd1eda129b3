import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordInput, updateNameInput } from '../../domain/companies/profile-contracts.ts';
import { authHeaders, forwardCookies } from '../identity/headers.ts';
import { recordPasswordChange, renameUser } from './account.ts';
import { AppError } from '../platform/app-error.ts';
import { routeOptions, type RouteAccess } from '../http/access.ts';
import { okAnswer } from '../../domain/wire.ts';
import { systemDb } from '../db/system.ts';

const signedIn = { scope: 'user' } satisfies RouteAccess;

/** Perfil: the user's own name and password (no company data: the system connection). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.patch(
    '/api/me',
    routeOptions(signedIn, { body: updateNameInput, response: { 200: okAnswer } }),
    async (request) => {
      await renameUser(db, request.identity!.user.id, request.body.name, app.clock.now());
      return { ok: true as const };
    },
  );

  app.post(
    '/api/me/password',
    routeOptions(signedIn, { body: changePasswordInput, response: { 200: okAnswer } }),
    async (request, reply) => {
      const response = await app.auth.api.changePassword({
        body: { ...request.body, revokeOtherSessions: true },
        headers: authHeaders(request),
        asResponse: true,
      });
      await recordPasswordChange(db, {
        userId: request.identity!.user.id,
        ip: request.ip,
        success: response.ok,
        at: app.clock.now(),
      });
      if (!response.ok)
        throw new AppError('WRONG_CURRENT_PASSWORD', { currentPassword: 'Senha atual incorreta.' });
      forwardCookies(reply, response); // the session is renewed; other devices are signed out
      return { ok: true as const };
    },
  );
};
