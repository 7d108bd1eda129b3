import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { latestOutboxMessages } from '../mail/outbox.ts';
import { routeOptions } from '../http/access.ts';
import { systemDb } from '../db/system.ts';

const message = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z.array(z.string()),
  createdAt: z.date(),
});

/**
 * GET /api/dev/outbox: the latest e-mails kept in the outbox. Open outside production (it is
 * how a developer follows reset and invite links); in production only platform admins may
 * read it, because it holds reset links.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    routeOptions(app.config.isProduction ? { scope: 'platform-admin' } : { scope: 'public' }, {
      response: { 200: z.object({ messages: z.array(message) }) },
    }),
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await latestOutboxMessages(systemDb(app)) };
    },
  );
};
