import { and, eq, gt, or, sql } from 'drizzle-orm';
import {
  isSuspicious,
  SECURITY_ALERT_THRESHOLDS,
  type LoginInput,
} from '../../domain/auth/contracts.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import { loginAttempts, securityAlerts } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import type { Auth } from './auth.ts';
import { consumeCaptcha } from './captcha-service.ts';

/** Failed logins allowed in the window before we refuse to try (per e-mail, per IP). */
export const LOGIN_LIMITS = { windowMinutes: 15, perEmail: 10, perIp: 30 } as const;

type Deps = { db: Db; auth: Auth; clock: Clock };

/** Failed attempts since a moment, for the e-mail and for the IP, in one query. */
async function failuresSince(db: Db, since: Date, email: string, ip: string) {
  const [row] = await db
    .select({
      forEmail: sql<number>`count(*) filter (where ${loginAttempts.email} = ${email})`.mapWith(
        Number,
      ),
      forIp: sql<number>`count(*) filter (where ${loginAttempts.ip_address} = ${ip})`.mapWith(
        Number,
      ),
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.success, false),
        gt(loginAttempts.created_at, since),
        or(eq(loginAttempts.email, email), eq(loginAttempts.ip_address, ip)),
      ),
    );
  return { forEmail: row?.forEmail ?? 0, forIp: row?.forIp ?? 0 };
}

/**
 * Login (spec part 1 §2 and §5): refused while the e-mail or the IP has too many recent
 * failures; the captcha is checked (and used up) before the password; every password attempt
 * is recorded, and crossing the suspicious-activity threshold raises a security alert.
 * Answers better-auth's response, whose cookies open the session.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  ip: string,
  headers: Headers,
): Promise<Response> {
  const { db, auth, clock } = deps;
  const now = clock.now();
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const recent = await failuresSince(db, windowStart, input.email, ip);
  if (recent.forEmail >= LOGIN_LIMITS.perEmail || recent.forIp >= LOGIN_LIMITS.perIp) {
    throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
  }
  if (!(await consumeCaptcha(db, clock, input.captchaId, input.captchaCode))) {
    throw new AppError('CAPTCHA_INVALID', { captchaCode: 'Código incorreto' });
  }
  const response = await auth.api.signInEmail({
    body: { email: input.email, password: input.password },
    headers,
    asResponse: true,
  });
  const success = response.ok;
  await db
    .insert(loginAttempts)
    .values({ email: input.email, ip_address: ip, success, created_at: now });
  if (!success) {
    await raiseAlertWhenSuspicious(db, now, input.email, ip);
    throw new AppError('INVALID_CREDENTIALS');
  }
  return response;
}

/** One alert when a user or an IP reaches the spec's 24-hour threshold (not one per failure). */
async function raiseAlertWhenSuspicious(db: Db, now: Date, email: string, ip: string) {
  const since = new Date(now.getTime() - SECURITY_ALERT_THRESHOLDS.windowHours * 3_600_000);
  const failures = await failuresSince(db, since, email, ip);
  const reachedUser = failures.forEmail === SECURITY_ALERT_THRESHOLDS.perUser;
  const reachedIp = failures.forIp === SECURITY_ALERT_THRESHOLDS.perIp;
  if (
    !isSuspicious({ forUser: failures.forEmail, forIp: failures.forIp }) ||
    (!reachedUser && !reachedIp)
  )
    return;
  await db.insert(securityAlerts).values({
    alert_type: 'failed_logins',
    severity: 'high',
    title: 'Tentativas de login suspeitas',
    description: reachedUser
      ? `${failures.forEmail} falhas de login para ${email} em 24 horas.`
      : `${failures.forIp} falhas de login a partir do IP ${ip} em 24 horas.`,
  });
}
