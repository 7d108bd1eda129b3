import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptAffiliateInviteInput } from '../../domain/affiliates/contracts.ts';
import { okAnswer } from '../../domain/wire.ts';
import { routeOptions } from '../http/access.ts';
import { checkAffiliateInvite } from './invites.ts';
import { systemDb } from '../db/system.ts';

/**
 * Accepting an affiliate invite after login (spec part 1 §4 'Affiliate invite', §5): the
 * checks, each with its text; the invite becomes accepted when the profile is created with its
 * token (`POST /api/affiliates/me`), which /afiliados then asks for.
 */
export const affiliateInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/affiliate-invites/accept',
    routeOptions(
      { scope: 'user' },
      { tags: ['Afiliados'], body: acceptAffiliateInviteInput, response: { 200: okAnswer } },
    ),
    async (request) => {
      await checkAffiliateInvite(systemDb(app), {
        userId: request.identity!.user.id,
        token: request.body.token,
        now: app.clock.now(),
      });
      return { ok: true as const };
    },
  );
};
