import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { generateCaptchaCode, normalizeCaptchaAnswer } from '../../domain/auth/captcha.ts';
import type { Clock } from '../platform/clock.ts';
import type { Db } from '../db/database.ts';
import { captchaChallenges } from '../db/schema/index.ts';
import { captchaPng } from './captcha-image.ts';

export const CAPTCHA_TTL_MS = 10 * 60_000;
export const CAPTCHA_MAX_CHECKS = 5;

const hash = (code: string) => createHash('sha256').update(code).digest();
const cryptoRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

function matches(storedHash: string, typed: string): boolean {
  const answer = normalizeCaptchaAnswer(typed);
  return answer !== null && timingSafeEqual(hash(answer), Buffer.from(storedHash, 'hex'));
}

/**
 * A new challenge: the code is drawn here and only its hash is stored. With a test code
 * configured (never in production) every challenge uses it, so automated tests can log in.
 */
export async function issueCaptcha(db: Db, clock: Clock, testCode?: string) {
  const now = clock.now();
  const code = testCode?.toUpperCase() ?? generateCaptchaCode((max) => randomInt(max));
  await db
    .delete(captchaChallenges)
    .where(lt(captchaChallenges.expires_at, new Date(now.getTime() - 86_400_000)));
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MS);
  const [row] = await db
    .insert(captchaChallenges)
    .values({ code_hash: hash(code).toString('hex'), expires_at: expiresAt })
    .returning({ id: captchaChallenges.id });
  const image = `data:image/png;base64,${captchaPng(code, cryptoRandom).toString('base64')}`;
  return { id: row!.id, image, expiresAt };
}

/** Challenge ids are UUIDs: anything else is no challenge, never a query the database refuses. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const usable = (id: string, now: Date) =>
  and(
    eq(captchaChallenges.id, id),
    isNull(captchaChallenges.used_at),
    gt(captchaChallenges.expires_at, now),
  );

/**
 * Whether `typed` answers challenge `id`, the challenge changed by `set` where `where` holds (it
 * is still usable): a challenge no row was changed for answers false.
 */
async function answers(
  db: Db,
  id: string,
  typed: string,
  set: PgUpdateSetSource<typeof captchaChallenges>,
  where: SQL | undefined,
): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const [row] = await db
    .update(captchaChallenges)
    .set(set)
    .where(where)
    .returning({ code_hash: captchaChallenges.code_hash });
  return row ? matches(row.code_hash, typed) : false;
}

/** Feedback while typing; does not use the challenge up, but only a few checks are allowed. */
export async function checkCaptcha(db: Db, clock: Clock, id: string, typed: string) {
  const checks = sql`${captchaChallenges.checks} + 1`;
  const belowLimit = lt(captchaChallenges.checks, CAPTCHA_MAX_CHECKS);
  return answers(db, id, typed, { checks }, and(usable(id, clock.now()), belowLimit));
}

/** The login's check: uses the challenge up whatever the answer (single use). */
export async function consumeCaptcha(db: Db, clock: Clock, id: string, typed: string) {
  const now = clock.now();
  return answers(db, id, typed, { used_at: now }, usable(id, now));
}
