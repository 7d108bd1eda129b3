import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAffiliateDetail,
  adminAffiliatePage,
  adminCommissionPage,
  affiliateListQuery,
  affiliateStats,
  affiliateStatusPatch,
  manualAffiliateInput,
  pageQuery,
} from '../../../domain/affiliates/admin-contracts.ts';
import { referralPage } from '../../../domain/affiliates/contracts.ts';
import {
  affiliateDetail,
  affiliateStats as loadStats,
  commissionHistory,
  listAffiliates,
  referralHistory,
  registerAffiliate,
  setAffiliateStatus,
} from './affiliates.ts';
import { payoutRoutes } from './payout-routes.ts';
import { programRoutes } from './program-routes.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

const idParams = z.object({ id: z.uuid('Afiliado não encontrado.') });

/** The admin's Afiliados tab (spec part 2 §2, §4, §7): affiliates, their status, invites, payouts and the commission rate. */
export const affiliateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.get(
    '/api/admin/affiliates/stats',
    adminRoute({ response: { 200: affiliateStats } }),
    async () => {
      return loadStats(db);
    },
  );

  app.get(
    '/api/admin/affiliates',
    adminRoute({ querystring: affiliateListQuery, response: { 200: adminAffiliatePage } }),
    async (request) => {
      return listAffiliates(db, request.query);
    },
  );

  app.post(
    '/api/admin/affiliates',
    adminRoute({ body: manualAffiliateInput, response: { 201: adminAffiliateDetail } }),
    async (request, reply) => {
      const created = await registerAffiliate(db, request.identity!.user.id, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/admin/affiliates/:id',
    adminRoute({ params: idParams, response: { 200: adminAffiliateDetail } }),
    async (request) => affiliateDetail(db, request.params.id),
  );

  app.get(
    '/api/admin/affiliates/:id/commissions',
    adminRoute({
      params: idParams,
      querystring: pageQuery,
      response: { 200: adminCommissionPage },
    }),
    async (request) => commissionHistory(db, request.params.id, request.query.pagina),
  );

  app.get(
    '/api/admin/affiliates/:id/referidos',
    adminRoute({ params: idParams, querystring: pageQuery, response: { 200: referralPage } }),
    async (request) => referralHistory(db, request.params.id, request.query.pagina),
  );

  app.patch(
    '/api/admin/affiliates/:id',
    adminRoute({
      params: idParams,
      body: affiliateStatusPatch,
      response: { 200: adminAffiliateDetail },
    }),
    async (request) =>
      setAffiliateStatus(db, request.identity!.user.id, request.params.id, request.body.status),
  );

  await app.register(payoutRoutes);
  await app.register(programRoutes);
};
