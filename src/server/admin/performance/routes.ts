import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  systemReport as systemResponse,
  vitalsQuery,
  vitalsReport as vitalsResponse,
} from '../../../domain/admin/performance.ts';
import { eventLoopMonitor, systemReport } from './system.ts';
import { vitalsReport } from './vitals.ts';
import { adminRoute } from '../access.ts';
import { systemDatabase, systemDb } from '../../db/system.ts';

const tags = ['Administração'];

/** The admin's Performance tab (spec part 2 §2, §9): the stored web vitals and the server's own metrics. */
export const performanceAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const loop = eventLoopMonitor();
  app.addHook('onClose', async () => loop.stop());

  app.get(
    '/api/admin/performance/web-vitals',
    adminRoute({ tags, querystring: vitalsQuery, response: { 200: vitalsResponse } }),
    async (request) => {
      return vitalsReport(systemDb(app), request.query, app.clock.now());
    },
  );

  app.get(
    '/api/admin/performance/system',
    adminRoute({ tags, response: { 200: systemResponse } }),
    async () => {
      return systemReport(systemDatabase(app), loop);
    },
  );
};
