import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientErrorInput,
  pageViewInput,
  webVitalInput,
} from '../../domain/monitoring/contracts.ts';
import { noContent } from '../../domain/wire.ts';
import { recordClientError, recordPageView, recordWebVital } from './reports.ts';

const tags = ['Monitoramento'];
/** A report is small; anything bigger is not one of ours. */
const BODY_LIMIT = 32 * 1024;

/**
 * What browsers report about themselves: errors (spec part 1 §3 'Client error log entry'),
 * page views and Core Web Vitals (issue 4 'Analytics'), for the admin's Monitoramento and
 * Performance tabs. Open to visitors (the landing page reports too), limited per address, and
 * answered with 204 so a beacon never waits.
 */
export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  // In memory, per server: the limit is there to keep a broken or hostile page from filling
  // the tables, not to count exactly across servers.
  await app.register(rateLimit, { global: false });
  const limit = (max: number) => ({
    access: { scope: 'public' as const },
    rateLimit: { max, timeWindow: '1 minute' },
  });

  app.post(
    '/api/client-errors',
    {
      bodyLimit: BODY_LIMIT,
      config: limit(20),
      schema: { tags, body: clientErrorInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      const identity = await app.readSession(request, reply).catch(() => null);
      await recordClientError(db, request.body, {
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        userId: identity?.user.id ?? null,
        now: app.clock.now(),
      });
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/analytics/page-views',
    {
      bodyLimit: BODY_LIMIT,
      config: limit(120),
      schema: { tags, body: pageViewInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      await recordPageView(db, request.body);
      return reply.status(204).send();
    },
  );
  app.post(
    '/api/analytics/web-vitals',
    {
      bodyLimit: BODY_LIMIT,
      config: limit(120),
      schema: { tags, body: webVitalInput, response: { 204: noContent } },
    },
    async (request, reply) => {
      await recordWebVital(db, request.body);
      return reply.status(204).send();
    },
  );
};
