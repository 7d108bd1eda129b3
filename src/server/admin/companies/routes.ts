import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { financePage } from '../../../domain/admin/companies-finance.ts';
import { pageOnlyQuery } from '../../../domain/registers/fields.ts';
import {
  adminCompany,
  adminCompanyListQuery,
  adminCompanyPage,
  adminCompanyPatch,
  deletedCompany,
} from '../../../domain/admin/contracts.ts';
import { adminStats as adminStatsContract } from '../../../domain/admin/stats.ts';
import { AppError } from '../../platform/app-error.ts';
import { adminStats, companyExists, listCompanies, updateCompany } from './companies.ts';
import { deleteCompany } from './delete.ts';
import { trialEmailRoutes } from './email-routes.ts';
import { financeHistory } from './finance.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

const idParams = z.object({ id: z.uuid('Empresa inválida.') });

/** The platform administration's stats cards and Empresas tab (spec part 2 §2, §7). */
export const companyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);
  /** The platform's storage quota, for companies without their own (STORAGE_QUOTA_MB). */
  const quotaMb = app.config.storageQuotaMb;

  app.get('/api/admin/stats', adminRoute({ response: { 200: adminStatsContract } }), async () => {
    return adminStats(db);
  });

  app.get(
    '/api/admin/companies',
    adminRoute({ querystring: adminCompanyListQuery, response: { 200: adminCompanyPage } }),
    async (request) => {
      return listCompanies(db, request.query, quotaMb);
    },
  );

  app.patch(
    '/api/admin/companies/:id',
    adminRoute({ params: idParams, body: adminCompanyPatch, response: { 200: adminCompany } }),
    async (request) =>
      updateCompany(
        db,
        { userId: request.identity!.user.id, now: app.clock.now() },
        request.params.id,
        request.body,
        quotaMb,
      ),
  );

  app.delete(
    '/api/admin/companies/:id',
    adminRoute({ params: idParams, response: { 200: deletedCompany } }),
    async (request) => deleteCompany(db, request.identity!.user.id, request.params.id),
  );

  app.get(
    '/api/admin/companies/:id/financeiro',
    adminRoute({ params: idParams, querystring: pageOnlyQuery, response: { 200: financePage } }),
    async (request) => {
      if (!(await companyExists(db, request.params.id))) throw new AppError('NOT_FOUND');
      return financeHistory(db, request.params.id, request.query.pagina);
    },
  );

  await app.register(trialEmailRoutes);
};
