import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '../../domain/dashboard/contracts.ts';
import { loadDashboard } from './service.ts';

/** GET /api/dashboard — every figure of /dashboard in one call (reading needs no subscription). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      config: { access: { scope: 'company' } },
      schema: { response: { 200: dashboardResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return request.tenant((db, actor) => loadDashboard(db, actor, app.clock.now()));
    },
  );
};
