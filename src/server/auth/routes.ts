import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CAPTCHA_TEXTS } from '../../domain/auth/captcha.ts';
import { loginInput, meResponse, signUpInput } from '../../domain/auth/contracts.ts';
import { blankCredentials } from '../../domain/auth/credentials.ts';
import { AUTH_TEXTS } from '../../domain/auth/texts.ts';
import { noBody, okAnswer } from '../../domain/wire.ts';
import { canAct } from '../../domain/subscription/access.ts';
import { trialDaysRemaining, trialEndDate } from '../../domain/subscription/trial.ts';
import { checkCaptcha, issueCaptcha } from './captcha-service.ts';
import { takePlace } from '../http/hourly-places.ts';
import { requireCaptcha } from './captcha-guard.ts';
import { authHeaders, forwardCookies, signInOnReply } from '../identity/headers.ts';
import { login, LoginDelayed } from './login.ts';
import { signUp } from './sign-up.ts';
import { takeGlobalSignUpPlace } from './sign-up-rate.ts';
import { routeOptions } from '../http/access.ts';
import { AppError } from '../platform/app-error.ts';

/** Sign-up attempts one e-mail may make in an hour, from any addresses (decision 017). */
export const SIGN_UPS_PER_EMAIL_PER_HOUR = 3;

/**
 * Sign-up, captcha, login, logout and who is signed in (GET /api/me). Sign-up answers a captcha
 * and is limited per e-mail, per IP (SIGN_UP_LIMIT_PER_HOUR) and for the whole platform
 * (SIGN_UP_LIMIT_GLOBAL), each an hour (decision 017).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, auth: app.auth, clock: app.clock };

  app.get(
    '/api/auth/captcha',
    routeOptions(
      { scope: 'public' },
      {
        response: { 200: z.object({ id: z.uuid(), image: z.string(), expiresAt: z.date() }) },
      },
    ),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return issueCaptcha(deps.db, deps.clock, app.config.captchaTestCode);
    },
  );

  app.post(
    '/api/auth/captcha/check',
    routeOptions(
      { scope: 'public' },
      {
        body: z.object({ id: z.uuid(), code: z.string() }),
        response: { 200: z.object({ valid: z.boolean(), message: z.string() }) },
      },
    ),
    async (request) => {
      const valid = await checkCaptcha(deps.db, deps.clock, request.body.id, request.body.code);
      return { valid, message: valid ? CAPTCHA_TEXTS.correct : CAPTCHA_TEXTS.incorrect };
    },
  );

  app.post(
    '/api/auth/sign-up',
    routeOptions(
      { scope: 'public' },
      { body: signUpInput, response: { 201: z.object({ companyId: z.uuid() }) } },
    ),
    async (request, reply) => {
      await requireCaptcha(deps.db, deps.clock, request.body);
      const perEmail = {
        kind: 'sign-up-email',
        subject: request.body.email,
        perHour: SIGN_UPS_PER_EMAIL_PER_HOUR,
      };
      if (!(await takePlace(deps.db, deps.clock, perEmail)))
        throw new AppError('TOO_MANY_SIGN_UPS_FOR_EMAIL');
      const limit = {
        kind: 'sign-up',
        subject: request.ip,
        perHour: app.config.signUpLimitPerHour,
      };
      if (!(await takePlace(deps.db, deps.clock, limit))) throw new AppError('TOO_MANY_SIGN_UPS');
      const platform = { ...deps, mailer: app.mailer, appUrl: app.config.appUrl, log: request.log };
      await takeGlobalSignUpPlace(platform, app.config.signUpGlobalLimitPerHour);
      const { companyId } = await signUp(deps, request.body);
      await signInOnReply(app.auth, request, reply, request.body);
      return reply.status(201).send({ companyId });
    },
  );

  app.post(
    '/api/auth/login',
    {
      ...routeOptions({ scope: 'public' }, { body: loginInput, response: { 200: okAnswer } }),
      // Spec part 1 §5: a blank e-mail or password is said as one message before any other check.
      preValidation: async (request: { body: unknown }) => {
        const fields = blankCredentials((request.body ?? {}) as object);
        if (fields) throw new AppError('VALIDATION_FAILED', fields, AUTH_TEXTS.bothRequired);
      },
    },
    async (request, reply) => {
      const session = await login(deps, request.body, request.ip, authHeaders(request)).catch(
        (error: unknown) => {
          if (error instanceof LoginDelayed) reply.header('retry-after', String(error.seconds));
          throw error;
        },
      );
      forwardCookies(reply, session);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/logout',
    routeOptions({ scope: 'public' }, { body: noBody, response: { 200: okAnswer } }),
    async (request, reply) => {
      const response = await app.auth.api.signOut({
        headers: authHeaders(request),
        asResponse: true,
      });
      forwardCookies(reply, response);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me',
    routeOptions({ scope: 'public' }, { response: { 200: meResponse.nullable() } }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Who is signed in: null (not 401) for a visitor, so the app's session probe is no error.
      const identity = await app.readSession(request, reply);
      if (!identity) return null;
      const { user, membership } = identity;
      if (!membership) return { user, membership: null };
      const { company, role, subscribed } = membership;
      const now = app.clock.now();
      return {
        user,
        membership: {
          role,
          isBillingContact: membership.isBillingContact,
          canAct: canAct({ role, company, subscribed, now }),
          company: {
            id: company.id,
            company_name: company.company_name,
            cnpj: company.cnpj,
            contact_email: company.contact_email,
            status: company.status,
            subscription_status: company.subscription_status,
            trial_ends_at: trialEndDate(company)?.toISOString() ?? null,
            trial_days_remaining: trialDaysRemaining(company, now),
            next_billing_date: company.next_billing_date?.toISOString() ?? null,
            registro_mapa: company.registro_mapa,
            registro_mapa_arp: company.registro_mapa_arp,
            janela_meteorologica: company.janela_meteorologica ?? null,
            endereco: company.endereco,
            municipio: company.municipio,
            uf: company.uf,
          },
        },
      };
    },
  );
};
