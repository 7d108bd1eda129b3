import type { FastifyPluginAsync } from 'fastify';

/** `/api/affiliates/…`: a user's own affiliate profile, link, commissions, referrals and payment data (spec part 1 §2). */
export const affiliateRoutes: FastifyPluginAsync = async () => {};
