import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  clientErrorInput,
  pageViewInput,
  webVitalInput,
} from '../../domain/monitoring/contracts.ts';
import { noContent } from '../../domain/wire.ts';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { recordClientError, recordPageView, recordWebVital } from './reports.ts';
import { systemDb } from '../db/system.ts';

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
  const db = systemDb(app);
  // Counted in the database, not in each process's memory: N instances behind a load balancer
  // would otherwise let N times the limit fill the tables. Counted once the body is valid
  // (preHandler): a malformed report is refused without writing anything, the counter included.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: databaseRateLimitStore(db, app.clock),
  });
  /** A report: a small body, a limit per address, stored, answered 204. */
  const report = <B extends z.ZodType>(
    url: string,
    max: number,
    body: B,
    record: (input: z.output<B>, request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  ) =>
    app.post(
      url,
      {
        bodyLimit: BODY_LIMIT,
        config: { access: { scope: 'public' }, rateLimit: { max, timeWindow: '1 minute' } },
        schema: { tags, body, response: { 204: noContent } },
      },
      async (request, reply) => {
        // Validated by `body`: the type provider only loses that through the generic.
        await record(request.body as z.output<B>, request, reply);
        return reply.status(204).send();
      },
    );

  report('/api/client-errors', 20, clientErrorInput, async (input, request, reply) => {
    const identity = await app.readSession(request, reply).catch(() => null);
    await recordClientError(db, input, {
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      userId: identity?.user.id ?? null,
      now: app.clock.now(),
    });
  });
  report('/api/analytics/page-views', 120, pageViewInput, (input) => recordPageView(db, input));
  report('/api/analytics/web-vitals', 120, webVitalInput, (input) => recordWebVital(db, input));
};
