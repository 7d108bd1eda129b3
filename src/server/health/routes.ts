import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERRORS } from '../../domain/messages.ts';
import { pingDatabase, type Db } from '../db/database.ts';
import { appVersion } from '../platform/version.ts';
import { routeOptions } from '../http/access.ts';

const healthy = z.object({ status: z.literal('ok'), db: z.literal('ok'), version: z.string() });
const unhealthy = z.object({
  status: z.literal('error'),
  db: z.literal('error'),
  version: z.string(),
  error: z.object({ code: z.literal('DATABASE_UNAVAILABLE'), message: z.string() }),
});

/** GET /api/health: 200 after a real query, 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    routeOptions({ scope: 'public' }, { response: { 200: healthy, 503: unhealthy } }),
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await pingDatabase(db);
        return { status: 'ok' as const, db: 'ok' as const, version: appVersion };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database failed');
        return reply.status(503).send({
          status: 'error' as const,
          db: 'error' as const,
          version: appVersion,
          error: {
            code: 'DATABASE_UNAVAILABLE' as const,
            message: ERRORS.DATABASE_UNAVAILABLE.message,
          },
        });
      }
    },
  );
};
