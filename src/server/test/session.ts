import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ensurePlatformAdmin } from '../identity/platform-admin.ts';
import { captchaChallenges, companies, profiles, users } from '../db/schema/index.ts';

export const TEST_CAPTCHA = 'TESTE';
export const TEST_PASSWORD = 'Segredo#2026';

/** The Cookie header that sends back what a response set. */
export function cookieFrom(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** `GET /api/me` with the session cookie (without one, as a visitor). */
export function getMe(app: FastifyInstance, cookie?: string) {
  return app.inject({ method: 'GET', url: '/api/me', ...(cookie && { headers: { cookie } }) });
}

export async function captchaId(app: FastifyInstance): Promise<string> {
  return (await app.inject({ method: 'GET', url: '/api/auth/captcha' })).json().id;
}

/**
 * A new captcha with its answer, for the public requests that need one (sign-up, reset). A
 * production app draws a real one, which is given the test answer in the database.
 */
export async function solvedCaptcha(app: FastifyInstance) {
  const id = await captchaId(app);
  if (!app.config.captchaTestCode)
    await app.database.db
      .update(captchaChallenges)
      .set({ code_hash: createHash('sha256').update(TEST_CAPTCHA).digest('hex') })
      .where(eq(captchaChallenges.id, id));
  return { captchaId: id, captchaCode: TEST_CAPTCHA };
}

/** The fields of a sign-up a test may set; those left out (or undefined) take the defaults. */
type SignUpFields = {
  email?: string;
  companyName?: string;
  password?: string;
  affiliateRef?: string;
  captchaId?: string;
  captchaCode?: string;
};

/** The body of a sign-up: Aero Sul's owner, the test password and a solved captcha. */
export async function signUpPayload(
  app: FastifyInstance,
  {
    companyName = 'Aero Sul Aviação Agrícola',
    email = 'dono@aerosul.com.br',
    password = TEST_PASSWORD,
    ...rest
  }: SignUpFields = {},
) {
  return { companyName, email, password, ...(await solvedCaptcha(app)), ...rest };
}

/**
 * Signs a company up through the API (through an affiliate's link with `affiliateRef`); answers
 * the session cookie and the company id.
 */
export async function signUpCompany(app: FastifyInstance, overrides: SignUpFields = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: await signUpPayload(app, overrides),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  return { cookie: cookieFrom(res), companyId: res.json().companyId as string };
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  ip?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    ...(ip && { remoteAddress: ip }),
    payload: { email, password, ...(await solvedCaptcha(app)) },
  });
}

/**
 * A member of the company with the role: a throwaway sign-up (for a real session cookie) whose
 * profile is moved into the company, its own company deleted. Invites are tested on their own.
 */
export async function joinCompany(
  app: FastifyInstance,
  companyId: string,
  role: 'admin' | 'pilot',
  email: string,
) {
  const db = app.database.db;
  const member = await signUpCompany(app, { email, companyName: 'temporária' });
  const [user] = await db.select().from(users).where(eq(users.email, email));
  await db
    .update(profiles)
    .set({ company_id: companyId, role_in_company: role, is_billing_contact: false })
    .where(eq(profiles.user_id, user!.id));
  await db.delete(companies).where(eq(companies.id, member.companyId));
  return { cookie: member.cookie, userId: user!.id };
}

/** The platform admin of the tests. */
export const PLATFORM_ADMIN = { email: 'ops@agrovoo.com.br', password: 'Admin#Forte2026' };

/** The platform admin's session cookie (the admin is made on first use). */
export async function platformAdminCookie(app: FastifyInstance) {
  await ensurePlatformAdmin(
    { db: app.database.db, auth: app.auth, clock: app.clock },
    PLATFORM_ADMIN,
  );
  return cookieFrom(await logIn(app, PLATFORM_ADMIN.email, PLATFORM_ADMIN.password));
}

/** A request with the session `cookie` (none: a visitor). */
export const callAs = (
  app: FastifyInstance,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload && { payload }) });
