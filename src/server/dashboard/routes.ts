import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardResponse } from '../../domain/dashboard/contracts.ts';
import { noBody, noContent } from '../../domain/wire.ts';
import { OFFICE, routeOptions } from '../http/access.ts';
import { replyNoContent } from '../tenancy/replies.ts';
import { dismissFirstSteps, loadDashboard } from './service.ts';

/**
 * GET /api/dashboard — every figure of /dashboard in one call (reading needs no subscription);
 * and the dismissal of a new company's first steps.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      // A pilot's has no revenue (decision 034).
      config: { access: { scope: 'company', pilotWithoutMoney: true } },
      schema: { response: { 200: dashboardResponse } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return request.tenant((db, actor) => loadDashboard(db, actor, app.clock.now()));
    },
  );

  // An owner or admin hides a new company's first steps (issue 45).
  app.post(
    '/api/dashboard/primeiros-passos/dispensar',
    routeOptions(
      { scope: 'company', roles: OFFICE, acts: true },
      { body: noBody, response: { 204: noContent } },
    ),
    async (request, reply) => replyNoContent(request, reply, dismissFirstSteps),
  );
};
