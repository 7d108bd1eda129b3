import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../platform/app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin (scheme, host, port) of a URL, or undefined when it is none. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request was sent by a page of another origin. Browsers name the page's origin in
 * `Origin` on every POST, PUT, PATCH and DELETE ('null' for sandboxed and file pages); where
 * one does not, `Sec-Fetch-Site: cross-site` still says so. The app's own origin is APP_URL's,
 * or the address the request was sent to (the app opened by a LAN address, or through the dev
 * server's proxy, which keeps the Host). Servers and scripts send neither header: not foreign.
 */
function isForeignRequest(request: FastifyRequest, appOrigin: string): boolean {
  const { origin } = request.headers;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  if (origin === appOrigin) return false;
  const sentTo = originOf(`${request.protocol}://${request.host}`);
  return sentTo === undefined || originOf(origin) !== sentTo;
}

/**
 * Refuses (403) a state-changing request from another site's page, before its body is read:
 * a form or fetch elsewhere cannot act with the user's session cookie, whatever its SameSite.
 * A route called by other servers, with its own authentication, opts out with
 * `config: { anyOrigin: true }` (the payment provider's webhook).
 */
export function refuseForeignOrigins(app: FastifyInstance) {
  const appOrigin = new URL(app.config.appUrl).origin;
  // A callback hook: a read, most requests, costs one Set lookup and no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const checked = STATE_CHANGING.has(request.method) && !request.routeOptions.config.anyOrigin;
    if (checked && isForeignRequest(request, appOrigin)) done(new AppError('ORIGIN_NOT_ALLOWED'));
    else done();
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Taken from any origin: a server-to-server route that authenticates its caller itself. */
    anyOrigin?: boolean;
  }
}
