import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientErrorListQuery,
  clientErrorPage,
  healthReport,
} from '../../../domain/admin/monitoring.ts';
import { listClientErrors } from './client-errors.ts';
import { runHealthChecks } from './health-checks.ts';
import { adminRoute } from '../access.ts';
import { systemDb } from '../../db/system.ts';

/** The admin's Monitoramento tab (spec part 2 §2, §4, §9): health checks and the client error log. */
export const monitoringAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/admin/health-checks', adminRoute({ response: { 200: healthReport } }), async () => {
    return runHealthChecks(app);
  });

  app.get(
    '/api/admin/client-errors',
    adminRoute({ querystring: clientErrorListQuery, response: { 200: clientErrorPage } }),
    async (request) => {
      return listClientErrors(systemDb(app), request.query);
    },
  );
};
