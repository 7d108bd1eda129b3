import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCompany,
  adminCompanyListQuery,
  adminCompanyPatch,
} from '../../../domain/admin/contracts.ts';
import { TRIAL_EMAIL_TYPES } from '../../../domain/subscription/values.ts';
import { sendTrialEmail } from '../../billing/trial-emails.ts';
import { AppError } from '../../http/app-error.ts';
import { companyExists, listCompanies, updateCompany } from './companies.ts';
import { routeOptions } from '../../http/access.ts';

const idParams = z.object({ id: z.uuid('Empresa inválida.') });

/** The platform administration area's company tools (spec part 2 §1–§2, §7). */
export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/admin/companies',
    routeOptions(
      { scope: 'platform-admin' },
      {
        querystring: adminCompanyListQuery,
        response: {
          200: z.object({
            companies: z.array(adminCompany),
            total: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    ),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCompanies(db, request.query);
    },
  );

  app.patch(
    '/api/admin/companies/:id',
    routeOptions(
      { scope: 'platform-admin' },
      { params: idParams, body: adminCompanyPatch, response: { 200: adminCompany } },
    ),
    async (request) =>
      updateCompany(db, request.identity!.user.id, request.params.id, request.body),
  );

  // Spec part 2 §7 'send-trial-email' (the admin's bulk buttons call it once per company).
  app.post(
    '/api/admin/companies/:id/trial-email',
    routeOptions(
      { scope: 'platform-admin' },
      {
        params: idParams,
        body: z.object({
          email_type: z.enum(
            TRIAL_EMAIL_TYPES,
            "Tipo de e-mail inválido: 'reminder' ou 'trial_expired'.",
          ),
          force: z.boolean().default(true),
        }),
        response: { 200: z.object({ result: z.enum(['sent', 'skipped', 'failed']) }) },
      },
    ),
    async (request) => {
      if (!(await companyExists(db, request.params.id))) throw new AppError('NOT_FOUND');
      const result = await sendTrialEmail(
        { db, mailer: app.mailer, appUrl: app.config.appUrl, log: request.log },
        { companyId: request.params.id, type: request.body.email_type, force: request.body.force },
      );
      return { result };
    },
  );
};
