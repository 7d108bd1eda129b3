import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commissionPage,
  createAffiliateInput,
  myAffiliate,
  paymentPatch,
  referralPage,
  affiliateProfile,
} from '../../domain/affiliates/contracts.ts';
import { pageOnlyQuery } from '../../domain/registers/fields.ts';
import { routeOptions } from '../http/access.ts';
import { createAffiliate } from './create.ts';
import { listCommissions, listReferrals } from './lists.ts';
import {
  affiliateOf,
  ensureCode,
  publicProfile,
  requireAffiliate,
  updatePayment,
} from './profile.ts';
import { systemDb } from '../db/system.ts';

const tags = ['Afiliados'];
/** Signed in; without a session, the program's 'Não autenticado' (spec part 1 §5). */
const USER = { scope: 'user', unauthenticated: 'AFFILIATE_UNAUTHENTICATED' } as const;

/**
 * `/api/affiliates/me…`: the session user's own affiliate profile, link, commissions, referrals
 * and payment data (spec part 1 §2). Every route reads the affiliate by the session's user id,
 * so no URL names an affiliate and nobody reaches another's data. The affiliate tables belong
 * to no company, so these run on the system connection.
 */
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.get(
    '/api/affiliates/me',
    routeOptions(USER, { tags, response: { 200: myAffiliate } }),
    async (request) => {
      const row = await affiliateOf(db, request.identity!.user.id);
      if (!row) return { affiliate: null, codeGenerated: false };
      const saved = await ensureCode(db, row, request.log);
      return {
        affiliate: await publicProfile(db, saved),
        codeGenerated: saved.affiliate_code !== row.affiliate_code,
      };
    },
  );

  app.post(
    '/api/affiliates/me',
    routeOptions(USER, {
      tags,
      body: createAffiliateInput,
      response: { 201: affiliateProfile },
    }),
    async (request, reply) => {
      const row = await createAffiliate(db, request.identity!.user, request.body, {
        now: app.clock.now(),
        log: request.log,
      });
      return reply.status(201).send(await publicProfile(db, row));
    },
  );

  app.patch(
    '/api/affiliates/me/pagamento',
    routeOptions(USER, { tags, body: paymentPatch, response: { 200: affiliateProfile } }),
    async (request) => {
      const row = await requireAffiliate(db, request.identity!.user.id);
      return publicProfile(db, await updatePayment(db, row, request.body));
    },
  );

  app.get(
    '/api/affiliates/me/comissoes',
    routeOptions(USER, {
      tags,
      querystring: pageOnlyQuery,
      response: { 200: commissionPage },
    }),
    async (request) => {
      const row = await requireAffiliate(db, request.identity!.user.id);
      return listCommissions(db, row.id, request.query.pagina);
    },
  );

  app.get(
    '/api/affiliates/me/referidos',
    routeOptions(USER, { tags, querystring: pageOnlyQuery, response: { 200: referralPage } }),
    async (request) => {
      const row = await requireAffiliate(db, request.identity!.user.id);
      return listReferrals(db, row.id, request.query.pagina);
    },
  );
};
