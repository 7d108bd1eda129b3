import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfig } from '../../domain/site/contracts.ts';
import { robotsTxt, sitemapXml } from '../../domain/site.ts';
import { routeOptions } from '../http/access.ts';

/**
 * What the public site needs from the server: `robots.txt` and `sitemap.xml` with the public
 * address, and the configuration the web app shows (the contact button's e-mail and WhatsApp,
 * the presentation video, the map tiles).
 */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.appUrl;
  const daily = 'public, max-age=86400';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', daily).type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', daily)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin)),
  );
  app.get(
    '/api/public-config',
    routeOptions({ scope: 'public' }, { tags: ['Site'], response: { 200: publicConfig } }),
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        contato: { email: app.config.contact.email, whatsapp: app.config.contact.whatsapp ?? null },
        video: app.config.presentationVideoUrl ?? null,
        mapa: app.config.mapTiles
          ? { tiles: app.config.mapTiles.url, atribuicao: app.config.mapTiles.attribution }
          : null,
      };
    },
  );
};
