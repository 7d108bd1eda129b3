import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetInput, passwordResetRequestInput } from '../../domain/auth/contracts.ts';
import { AppError } from '../platform/app-error.ts';
import { takePlace } from '../http/hourly-places.ts';
import { requireCaptcha } from './captcha-guard.ts';
import { authHeaders } from '../identity/headers.ts';
import { routeOptions } from '../http/access.ts';
import { okAnswer } from '../../domain/wire.ts';
import { systemDb } from '../db/system.ts';

/** Reset e-mails one address may be sent in an hour (decision 017). */
export const RESET_EMAILS_PER_HOUR = 3;

/**
 * 'Esqueceu sua senha?' (behind the captcha) → e-mail with a single-use link → /reset-password
 * sets a new one.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/password-reset/request',
    routeOptions(
      { scope: 'public' },
      { body: passwordResetRequestInput, response: { 200: okAnswer } },
    ),
    async (request) => {
      const { email } = request.body;
      await requireCaptcha(systemDb(app), app.clock, request.body);
      // The same answer whether or not the e-mail has an account, or its e-mails ran out.
      const limit = { kind: 'password-reset', subject: email, perHour: RESET_EMAILS_PER_HOUR };
      if (await takePlace(systemDb(app), app.clock, limit)) {
        await app.auth.api.requestPasswordReset({
          body: { email, redirectTo: '/reset-password' },
          headers: authHeaders(request),
        });
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/password-reset',
    routeOptions({ scope: 'public' }, { body: passwordResetInput, response: { 200: okAnswer } }),
    async (request) => {
      try {
        await app.auth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.password },
        });
      } catch {
        throw new AppError('RESET_LINK_INVALID');
      }
      return { ok: true as const };
    },
  );
};
