import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { newAffiliateCode } from '../../domain/affiliates/code.ts';
import {
  pixKeyProblem,
  type AffiliateProfile,
  type PaymentPatch,
} from '../../domain/affiliates/contracts.ts';
import { isValidPixKey, PIX_KEY_KIND_LABELS } from '../../domain/br/pix.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { affiliates } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { affiliateTotals } from './totals.ts';

type AffiliateRow = typeof affiliates.$inferSelect;

/** How many fresh codes a write tries before giving up ('Falha ao gerar código'). */
const CODE_TRIES = 5;

/**
 * Runs a write that stores a new code, with another code when the last one was taken (the
 * unique index decides, so two writes at once cannot both get a code). After five taken codes
 * the failure is only logged, as spec part 2 §8 says ('Falha ao gerar código'), and the write
 * is done without a code: the profile gets one the next time it is opened (`ensureCode`).
 */
export async function withNewCode<T>(
  write: (code: string | null) => Promise<T>,
  log: Pick<FastifyBaseLogger, 'error'>,
  generate: () => string = newAffiliateCode,
): Promise<T> {
  for (let attempt = 1; attempt <= CODE_TRIES; attempt++) {
    try {
      return await write(generate());
    } catch (error) {
      if (!isUniqueViolation(error, 'affiliates_affiliate_code_unique')) throw error;
    }
  }
  log.error({ tries: CODE_TRIES }, 'Falha ao gerar código');
  return write(null);
}

/** The session user's affiliate row (spec part 2 §6: looked up by user id), or undefined. */
export async function affiliateOf(db: Db, userId: string): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.user_id, userId));
  return row;
}

/** The user's affiliate row, or 404 (the lists and the payment data need a profile). */
export async function requireAffiliate(db: Db, userId: string): Promise<AffiliateRow> {
  const row = await affiliateOf(db, userId);
  if (!row) throw new AppError('AFFILIATE_NOT_FOUND');
  return row;
}

/** The row with its derived totals, as `/api/affiliates/me` answers it. */
export async function publicProfile(db: Db, row: AffiliateRow): Promise<AffiliateProfile> {
  const { id: _id, user_id: _user, created_at, ...fields } = row;
  return {
    ...fields,
    created_at: created_at.toISOString(),
    ...(await affiliateTotals(db, row.id)),
  };
}

/** Spec part 2 §4: a profile opened without a code gets one now. Answers the row as saved. */
export async function ensureCode(
  db: Db,
  row: AffiliateRow,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<AffiliateRow> {
  if (row.affiliate_code) return row;
  return withNewCode(async (code) => {
    if (code === null) return row;
    const [saved] = await db
      .update(affiliates)
      .set({ affiliate_code: code })
      .where(eq(affiliates.id, row.id))
      .returning();
    return saved!;
  }, log);
}

/**
 * One field of the payment data. A PIX key must fit the stored type; a new type that the
 * stored key does not fit clears the key (a key of the wrong kind would fail the payout).
 */
export async function updatePayment(db: Db, row: AffiliateRow, patch: PaymentPatch) {
  const changes: Partial<AffiliateRow> = { ...(patch as Partial<AffiliateRow>) };
  if (patch.pix_key) {
    const kind = row.pix_type;
    if (!kind || !isValidPixKey(kind, patch.pix_key)) {
      const problem = pixKeyProblem(kind && PIX_KEY_KIND_LABELS[kind]);
      throw new AppError('VALIDATION_FAILED', { pix_key: problem }, problem);
    }
  }
  if (patch.pix_type !== undefined && row.pix_key) {
    const fits = patch.pix_type && isValidPixKey(patch.pix_type, row.pix_key);
    if (!fits) changes.pix_key = null;
  }
  const [saved] = await db
    .update(affiliates)
    .set(changes)
    .where(eq(affiliates.id, row.id))
    .returning();
  return saved!;
}
