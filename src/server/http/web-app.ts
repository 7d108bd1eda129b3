import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OFFICE } from './access.ts';
import { sendError } from './error-handler.ts';
import { loadPagePreloads, pageReply, type PagePreload } from './page-preloads.ts';
import { dataPageRenderer } from './page-render.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A page drawn with one person's data: kept by no shared cache, and checked again each time. */
const PERSONAL = 'private, no-cache';

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year; everything else
 * revalidates; a file compressed at build time is sent as it is; any non-API GET that is not a file gets index.html (client-side routes).
 * Unknown /api/* routes answer the JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string) {
  const built = existsSync(join(webDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: false,
      dotfiles: 'deny',
      // The build leaves <file>.br and .gz beside each text file (scripts/precompress.mjs): sent
      // as they are, so no script is compressed again per request.
      preCompressed: true,
      // Pages rendered at build time are sent by sendIndex, address filled in; not as files.
      allowedPath: (path) => !path.startsWith('/prerendered/'),
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.startsWith(join(webDir, 'assets')) ? IMMUTABLE : REVALIDATE,
        );
      },
    });
  } else {
    app.log.warn({ webDir }, 'web app not built: only the API is served');
  }

  const preloads = built
    ? loadPagePreloads(webDir, app.config.appUrl)
    : new Map<string, PagePreload>();
  const dataPages = dataPageRenderer(webDir);
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path = '/') => {
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    // A signed-in page's preloads would only answer 401 to a visitor (and log a console error).
    const page = preloads.get(path);
    const signedIn = Boolean(request.headers.cookie);
    if (!page || !(signedIn || page.visitors)) return reply.sendFile('index.html');
    // Its API answers are a company's: preloaded for a member only, since a user of no company
    // (a platform admin) would get 403 for them, and the office's reads for the office only. The
    // page's code is preloaded either way.
    // Another view than the page's own (a tab, a filter in the address): the session alone.
    const ownView = !request.url.includes('?');
    const wanted = ownView
      ? page.reads
      : { member: page.reads.otherView, office: page.reads.otherView };
    const withData = ownView && dataPages.renders(path);
    const role = wanted.office.length ? await memberRole(request, reply) : null;
    const reads = role ? (OFFICE.includes(role) ? wanted.office : wanted.member) : [];
    // The page's own view, for a visit with more to read than the session: drawn with its data.
    if (withData && reads.some((url) => url !== '/api/me')) {
      const drawn = await dataPages
        .render(request, path, pageReply(page, []).html, reads)
        .catch((error: unknown) => {
          request.log.error({ err: error, path }, 'page not drawn with its data');
          return null;
        });
      if (drawn)
        return reply.header('cache-control', PERSONAL).header('vary', 'cookie').send(drawn);
    }
    const { html, link } = pageReply(page, reads);
    if (link) reply.header('link', link);
    return reply.send(html);
  };
  if (built) app.get('/', (request, reply) => sendIndex(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !path.startsWith('/api/') &&
      path !== '/api';
    if (!isPage) return sendError(reply, 'ROUTE_NOT_FOUND');
    if (!built) return sendError(reply, 'WEB_APP_NOT_BUILT');
    if (path.startsWith('/assets/')) return sendError(reply, 'ROUTE_NOT_FOUND');
    return sendIndex(request, reply, path);
  });
}

/** The role of the request's session in its company, if it is a member's (no session, none). */
async function memberRole(request: FastifyRequest, reply: FastifyReply) {
  const identity = await request.server.readSession(request, reply).catch(() => null);
  return identity?.membership?.role ?? null;
}
