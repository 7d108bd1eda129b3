import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import type { CompanyRole } from '../../domain/companies/values.ts';
import {
  requireCanAct,
  requireMember,
  requirePlatformAdmin,
  requireRole,
  requireUserSaying,
  type Unauthenticated,
} from '../identity/guards.ts';
import { queryKeptRows, statementOf, type Db, type Statement } from '../db/database.ts';
import { actorOf, type Actor } from '../tenancy/actor.ts';
import { AppError } from '../platform/app-error.ts';
import { answerPilotsWithoutMoney } from './pilot-answers.ts';

/**
 * Who may call a route, declared on every /api route as `config: { access }` (the app refuses
 * to start with one that declares none; `route-table.test.ts` walks them):
 * - `public`: anyone; `user`: signed in, with or without a company;
 * - `company`: a member of a company, optionally only some `roles`; `acts` adds the
 *   subscription gate (402); `owns` names, per path parameter, the column of a company table
 *   that must hold it — another company's id answers 404 before the body is even read;
 *   `pilotWithoutMoney`: a pilot's answer leaves out every amount (decision 034);
 * - `platform-admin`: the platform's administrators.
 * `unauthenticated` names the 401's text where the spec words it differently (the affiliate
 * program's 'Não autenticado'); by default 'Usuário não autenticado'.
 */
export type RouteAccess =
  | { scope: 'public' }
  | { scope: 'user'; unauthenticated?: Unauthenticated }
  | {
      scope: 'company';
      roles?: readonly CompanyRole[];
      acts?: boolean;
      owns?: Record<string, PgColumn>;
      pilotWithoutMoney?: true;
    }
  | { scope: 'platform-admin'; unauthenticated?: Unauthenticated };

/** Owners and admins: the office. */
export const OFFICE: readonly CompanyRole[] = ['owner', 'admin'];

/** A route's options: who may call it (`access`, as `config.access`) and its schemas. */
export const routeOptions = <S extends object>(access: RouteAccess, schema: S) => ({
  config: { access },
  schema,
});

/**
 * A route's options on one of the company's rows, named by `:id`: `access` with that id owned by
 * `column` (another company's answers 404) and a malformed id answering `notFound`.
 */
export const onOwnedRow = <S extends object>(
  access: Extract<RouteAccess, { scope: 'company' }>,
  column: PgColumn,
  notFound: string,
  schema: S,
) => ({
  config: { access: { ...access, owns: { id: column } } },
  schema: { params: z.object({ id: z.uuid(notFound) }), ...schema },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function guardsFor(access: RouteAccess): preValidationHookHandler[] {
  switch (access.scope) {
    case 'public':
      return [];
    case 'user':
      return [requireUserSaying(access.unauthenticated ?? 'UNAUTHENTICATED')];
    case 'platform-admin':
      return [requireUserSaying(access.unauthenticated ?? 'UNAUTHENTICATED'), requirePlatformAdmin];
    case 'company': {
      const guards: preValidationHookHandler[] = [
        withActor(access.roles ? requireRole(...access.roles) : requireMember),
      ];
      if (access.acts) guards.push(requireCanAct);
      if (access.owns) guards.push(ownedBy(access.owns));
      return guards;
    }
  }
}

/** `guard`, then the request's actor (one hook, not two: every company request runs it). */
function withActor(
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): preValidationHookHandler {
  return async (request, reply) => {
    await guard(request, reply);
    request.actor = actorOf(request.identity!, request.server.clock.now())!;
  };
}

function ownedBy(owns: NonNullable<Extract<RouteAccess, { scope: 'company' }>['owns']>) {
  const owned = Object.entries(owns);
  const statement = ownershipStatement(owned);
  return async (request: FastifyRequest) => {
    const params = request.params as Record<string, string>;
    const values: Record<string, string> = {};
    for (const [param, column] of owned) {
      const value = params[param];
      const malformed = column.columnType === 'PgUUID' && !UUID.test(value ?? '');
      if (!value || malformed) throw new AppError('NOT_FOUND');
      values[param] = value;
    }
    const [row] = await request.tenant((db) =>
      queryKeptRows<{ found: boolean }>(db, statement, values),
    );
    if (!row?.found) throw new AppError('NOT_FOUND');
  };
}

/**
 * Whether the company (row-level security) has a row holding each parameter's value in its
 * column: one statement for all of a route's parameters, built once when the route is
 * registered (one round trip a request, none of its text built again).
 */
function ownershipStatement(owned: [string, PgColumn][]): Statement {
  const checks = owned.map(
    ([param, column]) =>
      sql`exists (select 1 from ${column.table} where ${column} = ${sql.placeholder(param)})`,
  );
  return statementOf(sql`select ${sql.join(checks, sql` and `)} as found`);
}

/**
 * Installs the access rule of every route: its guards run before validation (a stranger learns
 * nothing from a 400), and a company route's request gets `actor` and `tenant(work)`, the one
 * way to reach the company's data.
 */
export function enforceRouteAccess(app: FastifyInstance) {
  const table: RouteOptions[] = [];
  app.decorate('routeTable', table);
  app.decorateRequest('actor', undefined);
  app.decorateRequest('tenant', function <
    T,
  >(this: FastifyRequest, work: (db: Db, actor: Actor) => Promise<T>): Promise<T> {
    const actor = this.actor;
    if (!actor) throw new Error('tenant(): the route does not declare company access');
    return this.server.database.inCompany(actor.companyId, (db) => work(db, actor));
  });
  app.addHook('onRoute', (route) => {
    table.push(route);
    const access = route.config?.access;
    if (!access) {
      if (route.url.startsWith('/api/'))
        throw new Error(`${String(route.method)} ${route.url} declares no config.access`);
      return;
    }
    const existing = route.preValidation ?? [];
    route.preValidation = [
      ...guardsFor(access),
      ...(Array.isArray(existing) ? existing : [existing]),
    ];
    if (access.scope === 'company' && access.pilotWithoutMoney) answerPilotsWithoutMoney(route);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its access and schemas (for the route-table tests). */
    routeTable: readonly RouteOptions[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The company actor, on a route whose access is `company`. */
    actor?: Actor;
    /** Runs `work` in the actor's company scope (`database.inCompany`, decision 012). */
    tenant<T>(work: (db: Db, actor: Actor) => Promise<T>): Promise<T>;
  }
}
