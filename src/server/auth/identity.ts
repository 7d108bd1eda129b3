import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyRole } from '../../domain/companies/values.ts';
import { canAct } from '../../domain/subscription/access.ts';
import type { Db } from '../db/database.ts';
import { companies, profiles, subscribers } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Auth } from './auth.ts';
import { authHeaders } from './headers.ts';

export type Company = typeof companies.$inferSelect;
export type Identity = {
  user: { id: string; email: string; name: string; isPlatformAdmin: boolean };
  /** Null for a user without an active profile (e.g. a platform admin, or a removed member). */
  membership: { role: CompanyRole; isBillingContact: boolean; company: Company } | null;
};

/** The session's user and active membership (spec part 1 §6: only active profiles count). */
export async function loadIdentity(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
): Promise<Identity | null> {
  const session = await auth.api.getSession({ headers: authHeaders(request) });
  if (!session) return null;
  const [row] = await db
    .select({ profile: profiles, company: companies })
    .from(profiles)
    .innerJoin(companies, eq(companies.id, profiles.company_id))
    .where(and(eq(profiles.user_id, session.user.id), eq(profiles.active, true)));
  return {
    user: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      isPlatformAdmin: session.user.role === 'admin',
    },
    membership: row
      ? {
          role: row.profile.role_in_company,
          isBillingContact: row.profile.is_billing_contact,
          company: row.company,
        }
      : null,
  };
}

/** Whether the billing user of the company is subscribed (spec part 1 §4). */
export async function isCompanySubscribed(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ subscribed: subscribers.subscribed })
    .from(subscribers)
    .innerJoin(profiles, eq(profiles.user_id, subscribers.user_id))
    .where(
      and(
        eq(profiles.company_id, companyId),
        eq(profiles.is_billing_contact, true),
        eq(profiles.active, true),
      ),
    );
  return row?.subscribed ?? false;
}

// Route guards (preHandlers), named for what they check. Each one implies the ones before it.

export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (request.identity) return; // an earlier guard of the same route loaded it
  const identity = await loadIdentity(request.server.auth, request.server.database.db, request);
  if (!identity) throw new AppError('UNAUTHENTICATED');
  request.identity = identity;
}

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

/** Mutations of a company that may not act (spec part 1 §4 'Permission to act') answer 402. */
export async function requireCanAct(request: FastifyRequest, reply: FastifyReply) {
  await requireMember(request, reply);
  const { role, company } = request.identity!.membership!;
  const subscribed = await isCompanySubscribed(request.server.database.db, company.id);
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
  }
}
