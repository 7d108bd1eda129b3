import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { canAct } from '../../domain/subscription/access.ts';
import { AppError } from '../platform/app-error.ts';
import type { Auth } from './auth.ts';
import type { Identity, SessionReader } from './session-reader.ts';

export type { Company, Identity } from './session-reader.ts';

// Route guards (preHandlers), named for what they check. Each one implies the ones before it.

/** The 401 a route answers without a session: the spec words it per flow. */
export type Unauthenticated = 'UNAUTHENTICATED' | 'AFFILIATE_UNAUTHENTICATED';

export const requireUserSaying =
  (code: Unauthenticated) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.identity) return; // an earlier guard of the same route loaded it
    const identity = await request.server.readSession(request, reply);
    if (!identity) throw new AppError(code);
    request.identity = identity;
  };

export const requireUser = requireUserSaying('UNAUTHENTICATED');

export async function requireMember(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.identity!.membership) throw new AppError('NO_COMPANY');
}

export function requireRole(...roles: CompanyRole[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await requireMember(request, reply);
    if (!roles.includes(request.identity!.membership!.role)) throw new AppError('FORBIDDEN');
  };
}

/** The caller's company, on a route guarded by `requireMember` or stricter. */
export const companyIdOf = (request: FastifyRequest): string =>
  request.identity!.membership!.company.id;

/** The platform administrator (better-auth's admin role, spec part 2 §1 'has_role'). */
export async function requirePlatformAdmin(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.identity!.user.isPlatformAdmin) throw new AppError('FORBIDDEN');
}

/** Mutations of a company that may not act (spec part 1 §4 'Permission to act') answer 402. */
export async function requireCanAct(request: FastifyRequest, reply: FastifyReply) {
  await requireMember(request, reply);
  const { role, company, subscribed } = request.identity!.membership!;
  if (!canAct({ role, company, subscribed, now: request.server.clock.now() })) {
    throw new AppError('SUBSCRIPTION_REQUIRED');
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    identity?: Identity;
  }
  interface FastifyInstance {
    auth: Auth;
    readSession: SessionReader;
  }
}
