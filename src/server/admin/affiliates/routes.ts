import type { FastifyPluginAsync } from 'fastify';

/** The admin's Afiliados tab (spec part 2 §2, §4, §7): affiliates, their status, invites, payouts and the commission rate. */
export const affiliateAdminRoutes: FastifyPluginAsync = async () => {};
