import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../db/schema/index.ts';

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
    {
      config: {
        access: app.config.isProduction ? { scope: 'platform-admin' } : { scope: 'public' },
      },
      schema: { response: { 200: z.object({ messages: z.array(message) }) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.database.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.created_at))
        .limit(50);
      return {
        messages: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          text: r.text_body,
          html: r.html_body,
          attachments: r.attachments,
          createdAt: r.created_at,
        })),
      };
    },
  );
};
