import type { FastifyPluginAsync } from 'fastify';
import { affiliateAdminRoutes } from './affiliates/routes.ts';
import { companyAdminRoutes } from './companies/routes.ts';
import { monitoringAdminRoutes } from './monitoring/routes.ts';
import { peopleAdminRoutes } from './people/routes.ts';
import { performanceAdminRoutes } from './performance/routes.ts';
import { securityAdminRoutes } from './security/routes.ts';
import { toolsAdminRoutes } from './tools/routes.ts';

/** One plugin per tab of `/admin`, registered in this order. */
const tabs = [
  companyAdminRoutes,
  peopleAdminRoutes,
  affiliateAdminRoutes,
  monitoringAdminRoutes,
  securityAdminRoutes,
  performanceAdminRoutes,
  toolsAdminRoutes,
];

/**
 * `/api/admin/…`, the platform administration (spec part 2): the global role admin only, each
 * route declaring `scope: 'platform-admin'` through `adminRoute` (admin/access.ts). One folder
 * per tab of `/admin`, each listed in `tabs`.
 * Every answer is live data that no cache keeps (no-store), refusals included.
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  for (const routes of tabs) await app.register(routes);
};
