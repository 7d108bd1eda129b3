import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './auth-settings.ts';

/** The request's headers for better-auth, with the client IP as Fastify sees it (never the client's claim). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies every cookie better-auth set onto our reply (one header each). */
export function forwardCookies(reply: FastifyReply, from: Response | Headers): void {
  const cookies = (from instanceof Headers ? from : from.headers).getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/**
 * Signs in with the e-mail and password the request just registered (a sign-up, an accepted
 * invite) and puts the new session's cookies on our reply.
 */
export async function signInOnReply(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: { email: string; password: string },
): Promise<void> {
  const session = await auth.api.signInEmail({
    body: { email: credentials.email, password: credentials.password },
    headers: authHeaders(request),
    asResponse: true,
  });
  forwardCookies(reply, session);
}
