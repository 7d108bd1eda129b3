import type { FastifyPluginAsync } from 'fastify';

/** Accepting an affiliate invite after login (spec part 1 §4 'Affiliate invite', §5). */
export const affiliateInviteRoutes: FastifyPluginAsync = async () => {};
