import { and, count, eq, gt, max, or, sql, type SQL } from 'drizzle-orm';
import {
  isSuspicious,
  SECURITY_ALERT_THRESHOLDS,
  type LoginInput,
} from '../../domain/auth/contracts.ts';
import { tooManyLoginAttemptsMessage } from '../../domain/messages.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { loginAttempts, securityAlerts } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import type { Auth } from '../identity/auth.ts';
import { requireCaptcha } from './captcha-guard.ts';

/**
 * The login's brake (decision 017): per (e-mail, IP) pair, the failures since its last success
 * in the window. Beyond `freeFailures`, the pair waits 1, 2, 4 … seconds (at most `maxDelaySeconds`)
 * after its last failure. Nobody else's failures slow a pair, except the brake on the e-mail
 * itself, whatever the address: beyond `emailFreeFailures` failures since the e-mail's last
 * success, every address waits the same way for that e-mail — a guesser spread over many
 * addresses gets one try a minute at most, and the owner waits a minute at most.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  freeFailures: 5,
  emailFreeFailures: 10,
  maxDelaySeconds: 60,
} as const;

type Deps = { db: Db; auth: Auth; clock: Clock };

/** Refused for now: the pair must wait `seconds` more (sent as Retry-After too). */
export class LoginDelayed extends AppError {
  constructor(readonly seconds: number) {
    super('TOO_MANY_LOGIN_ATTEMPTS', undefined, tooManyLoginAttemptsMessage(seconds));
  }
}

/** How long the pair must wait after `failures` failures (0 while the attempts are free). */
export function loginDelaySeconds(failures: number): number {
  return delayBeyond(failures, LOGIN_LIMITS.freeFailures);
}

/** The wait after `failures` failures when `free` are free: 1, 2, 4 … seconds, at most a minute. */
function delayBeyond(failures: number, free: number): number {
  const beyond = failures - free;
  if (beyond < 0) return 0;
  return Math.min(2 ** beyond, LOGIN_LIMITS.maxDelaySeconds);
}

/**
 * The failures of `who` (the pair, or the e-mail alone) in the window after its last success,
 * and the last one's moment. Both reads start from the newest rows of the e-mail's index, so a
 * long history costs nothing.
 */
async function failuresOf(db: Db, now: Date, who: SQL | undefined) {
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const lastSuccess = db
    .select({ at: max(loginAttempts.created_at) })
    .from(loginAttempts)
    .where(and(who, eq(loginAttempts.success, true), gt(loginAttempts.created_at, windowStart)));
  const [row] = await db
    .select({ count: count(), last: max(loginAttempts.created_at) })
    .from(loginAttempts)
    .where(
      and(
        who,
        eq(loginAttempts.success, false),
        sql`${loginAttempts.created_at} > greatest(${windowStart}::timestamptz, (${lastSuccess}))`,
      ),
    );
  return { count: row?.count ?? 0, last: row?.last ?? null };
}

/** Seconds (rounded up) `who` must still wait, beyond `free` failures; 0 when it may try. */
async function waitOf(db: Db, now: Date, who: SQL | undefined, free: number): Promise<number> {
  const failures = await failuresOf(db, now, who);
  const delay = delayBeyond(failures.count, free);
  if (delay === 0 || !failures.last) return 0;
  const remainingMs = failures.last.getTime() + delay * 1000 - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}

/** Seconds the pair must still wait: the longer of the pair's wait and the e-mail's. */
async function secondsToWait(db: Db, now: Date, email: string, ip: string): Promise<number> {
  const ofEmail = eq(loginAttempts.email, email);
  const waits = await Promise.all([
    waitOf(db, now, and(ofEmail, eq(loginAttempts.ip_address, ip)), LOGIN_LIMITS.freeFailures),
    waitOf(db, now, ofEmail, LOGIN_LIMITS.emailFreeFailures),
  ]);
  return Math.max(...waits);
}

/**
 * Login (spec part 1 §2 and §5): refused while this e-mail, from this IP or from any, must wait
 * after its failures (LOGIN_LIMITS); the captcha is checked (and used up) before the password; every
 * password attempt is recorded, and crossing the suspicious-activity threshold raises a security
 * alert. Answers better-auth's response, whose cookies open the session.
 */
export async function login(
  deps: Deps,
  input: LoginInput,
  ip: string,
  headers: Headers,
): Promise<Response> {
  const { db, auth, clock } = deps;
  const now = clock.now();
  const wait = await secondsToWait(db, now, input.email, ip);
  if (wait > 0) throw new LoginDelayed(wait);
  await requireCaptcha(db, clock, input);
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
