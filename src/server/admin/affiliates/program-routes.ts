import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAffiliateInvite,
  adminInvitePage,
  affiliateInviteInput,
  basisPoints,
  commissionRate,
  commissionRateInput,
  pageQuery,
} from '../../../domain/affiliates/admin-contracts.ts';
import { noBody } from '../../../domain/wire.ts';
import { createAffiliateInvite } from '../../affiliates/invites.ts';
import { commissionRate as loadRate, setCommissionRate } from '../../affiliates/settings.ts';
import { logAdminAction } from '../audit.ts';
import { cancelInvite, listInvites } from './invites.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

const idParams = z.object({ id: z.uuid('Convite não encontrado.') });

/** The affiliate program's invites and commission rate (spec part 2 §2, §5, §7). */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = systemDb(app);

  app.get(
    '/api/admin/affiliate-invites',
    adminRoute({ querystring: pageQuery, response: { 200: adminInvitePage } }),
    async (request) => {
      return listInvites(db, request.query.pagina, app.clock.now());
    },
  );

  // 'Convidar afiliado': the invite and its e-mail, then the audit row (the e-mail cannot be
  // part of a transaction; an invite whose e-mail failed is removed and answers the error).
  app.post(
    '/api/admin/affiliate-invites',
    adminRoute(
      { body: affiliateInviteInput, response: { 201: z.object({ id: z.uuid() }) } },
      'AFFILIATE_UNAUTHENTICATED', // 'Sending an affiliate invite requires a session' (part 1 §5)
    ),
    async (request, reply) => {
      const adminUserId = request.identity!.user.id;
      const { id } = await createAffiliateInvite(
        { db, mailer: app.mailer, appUrl: app.config.appUrl, clock: app.clock },
        {
          email: request.body.email,
          inviterName: request.body.inviter_name,
          invitedBy: adminUserId,
        },
      );
      await logAdminAction(db, {
        adminUserId,
        action: 'invite_affiliate',
        details: {
          invite_id: id,
          email: request.body.email,
        },
      });
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/api/admin/affiliate-invites/:id/cancel',
    adminRoute({
      params: idParams,
      body: noBody,
      response: { 200: adminAffiliateInvite },
    }),
    async (request) =>
      cancelInvite(db, request.identity!.user.id, request.params.id, app.clock.now()),
  );

  app.get(
    '/api/admin/affiliate-settings',
    adminRoute({ response: { 200: commissionRate } }),
    async () => {
      return { percentual: (await loadRate(db)) / 100 };
    },
  );

  // The rate applies to invoices paid from now on; audited with the one it replaced.
  app.put(
    '/api/admin/affiliate-settings',
    adminRoute({ body: commissionRateInput, response: { 200: commissionRate } }),
    async (request) => {
      const bp = basisPoints(request.body.percentual);
      await db.transaction(async (tx) => {
        const previous = await setCommissionRate(tx, bp, request.identity!.user.id);
        await logAdminAction(tx, {
          adminUserId: request.identity!.user.id,
          action: 'update_affiliate_commission_rate',
          details: {
            de_bp: previous,
            para_bp: bp,
          },
        });
      });
      return { percentual: bp / 100 };
    },
  );
};
