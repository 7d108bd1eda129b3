import type { FastifyPluginAsync } from 'fastify';
import { affiliateAdminRoutes } from './affiliates/routes.ts';
import { companyAdminRoutes } from './companies/routes.ts';
import { monitoringAdminRoutes } from './monitoring/routes.ts';
import { peopleAdminRoutes } from './people/routes.ts';
import { performanceAdminRoutes } from './performance/routes.ts';
import { securityAdminRoutes } from './security/routes.ts';
import { toolsAdminRoutes } from './tools/routes.ts';

/**
 * `/api/admin/…`, the platform administration (spec part 2): the global role admin only, each
 * route declaring `scope: 'platform-admin'` through `adminRoute` (admin/access.ts). One folder per tab of `/admin`, one line each here.
 * Every answer is live data that no cache keeps (no-store), refusals included.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(companyAdminRoutes);
  await app.register(peopleAdminRoutes);
  await app.register(affiliateAdminRoutes);
  await app.register(monitoringAdminRoutes);
  await app.register(securityAdminRoutes);
  await app.register(performanceAdminRoutes);
  await app.register(toolsAdminRoutes);
};
