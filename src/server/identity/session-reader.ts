import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CompanyRole } from '../../domain/companies/values.ts';
import type { Db } from '../db/database.ts';
import { companies, profiles, sessions, users } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS } from './auth-settings.ts';
import { authHeaders, forwardCookies } from './headers.ts';

/**
 * The company's columns a request carries: what the guards (status, subscription, trial),
 * `/api/me`, the reports' letterheads and the fiscal documents read — not the billing
 * provider's ids, the seats billed, the administrators' notes or the logo's key, which the few
 * routes that need them read with the company's row (issue 43 item 5: mapping the 33 columns
 * of every company request was a tenth of a small read's server CPU).
 */
const companyColumns = {
  id: companies.id,
  company_name: companies.company_name,
  cnpj: companies.cnpj,
  contact_email: companies.contact_email,
  status: companies.status,
  subscription_status: companies.subscription_status,
  trial_start_date: companies.trial_start_date,
  trial_duration_days: companies.trial_duration_days,
  trial_ends_at: companies.trial_ends_at,
  created_at: companies.created_at,
  next_billing_date: companies.next_billing_date,
  registro_mapa: companies.registro_mapa,
  registro_mapa_arp: companies.registro_mapa_arp,
  janela_meteorologica: companies.janela_meteorologica,
  endereco: companies.endereco,
  municipio: companies.municipio,
  uf: companies.uf,
};
export type Company = Pick<typeof companies.$inferSelect, keyof typeof companyColumns>;
export type Identity = {
  user: { id: string; email: string; name: string; isPlatformAdmin: boolean };
  /** Null for a user without an active profile (e.g. a platform admin, or a removed member). */
  membership: {
    role: CompanyRole;
    isBillingContact: boolean;
    company: Company;
    /** Whether the company's billing user is subscribed (spec part 1 §4). */
    subscribed: boolean;
    /** The company's pilot records linked to this user. */
    pilotIds: string[];
  } | null;
};

/**
 * Reads the session of a request in one query: signed cookie → session → user → active
 * profile → company → subscription → linked pilot records. better-auth owns the cookie's format and writes
 * (sign-in, sign-out, refresh); this path only reads, so an authenticated request costs
 * one round trip instead of four (docs/benchmarks.md, 'Identity'). When the session is due
 * for its sliding refresh, better-auth's own `getSession` runs and its cookie is forwarded.
 */
export function createSessionReader(options: { auth: Auth; db: Db; secret: string }) {
  const { auth, db, secret } = options;
  const token = sql.placeholder('token');
  const byToken = db
    .select({
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, name: users.name, role: users.role },
      role: profiles.role_in_company,
      isBillingContact: profiles.is_billing_contact,
      company: companyColumns,
      subscribed: sql<boolean>`exists (
        select 1 from subscribers s
        join profiles billing on billing.user_id = s.user_id
        where billing.company_id = ${companies.id} and billing.is_billing_contact
          and billing.active and s.subscribed)`,
      pilotIds: sql<string[] | null>`(select array_agg(p.id) from pilots p
        where p.company_id = ${companies.id} and p.user_id = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, and(eq(profiles.user_id, users.id), eq(profiles.active, true)))
    .leftJoin(companies, eq(companies.id, profiles.company_id))
    .where(eq(sessions.token, token))
    .prepare('identity_by_session_token');
  let verifier: Promise<ReturnType<typeof tokenVerifier>> | undefined;

  return async function readSession(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Identity | null> {
    // No cookie, no session: a visitor's request does not load better-auth for its cookie's name.
    if (!request.headers.cookie) return null;
    verifier ??= auth.$context.then((context) =>
      tokenVerifier(context.authCookies.sessionToken.name, secret),
    );
    const sessionToken = (await verifier)(request.headers.cookie);
    if (!sessionToken) return null;
    const [row] = await byToken.execute({ token: sessionToken });
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) return null;
    const refreshDue =
      row.expiresAt.getTime() - SESSION_IDLE_SECONDS * 1000 + SESSION_REFRESH_SECONDS * 1000 <= now;
    if (refreshDue) {
      const { headers, response } = await auth.api.getSession({
        headers: authHeaders(request),
        returnHeaders: true,
      });
      if (!response) return null;
      forwardCookies(reply, headers);
    }
    return {
      user: {
        id: row.user.id,
        email: row.user.email,
        name: row.user.name,
        isPlatformAdmin: row.user.role === 'admin',
      },
      membership:
        row.company && row.role
          ? {
              role: row.role,
              isBillingContact: row.isBillingContact ?? false,
              company: row.company,
              subscribed: row.subscribed,
              pilotIds: row.pilotIds ?? [],
            }
          : null,
    };
  };
}

export type SessionReader = ReturnType<typeof createSessionReader>;

/** The raw value of the cookie `name` in a Cookie header, else null. */
function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  let raw: string | undefined;
  for (const part of cookieHeader.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt > 0 && part.slice(0, eqAt).trim() === name) raw = part.slice(eqAt + 1).trim();
  }
  return raw || null;
}

/** The token of a signed cookie value (`token.signature`, percent-encoded) if its HMAC holds. */
function tokenOf(raw: string, secret: string): string | null {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? token
    : null;
}

/**
 * The session token of a cookie better-auth signed with our secret (HMAC-SHA256), else null,
 * with the values it verified kept (at most `kept`, forgotten all at once when full): a
 * signed-in person's next requests skip the HMAC, a twentieth of a small read's server CPU
 * (issue 43 item 5). Only values whose signature held are kept — the signature is a function of
 * the value and the secret alone — and the session itself is still read every request.
 */
export function tokenVerifier(name: string, secret: string, kept = 1000) {
  const verified = new Map<string, string>();
  const verify = (cookieHeader: string | undefined): string | null => {
    const signed = cookieValue(cookieHeader, name);
    if (!signed) return null;
    const known = verified.get(signed);
    if (known !== undefined) return known;
    const token = tokenOf(signed, secret);
    if (token === null) return null;
    if (verified.size >= kept) verified.clear();
    verified.set(signed, token);
    return token;
  };
  return Object.assign(verify, { kept: () => verified.size });
}
