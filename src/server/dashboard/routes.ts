import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '../../domain/dashboard/contracts.ts';
import { companyIdOf, requireMember } from '../auth/identity.ts';
import { loadDashboard } from './service.ts';

/** GET /api/dashboard — every figure of /dashboard in one call (reading needs no subscription). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    { preHandler: requireMember, schema: { response: { 200: dashboardResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user, membership } = request.identity!;
      return loadDashboard(
        app.database.db,
        { companyId: companyIdOf(request), userId: user.id, role: membership!.role },
        app.clock.now(),
      );
    },
  );
};
