import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  financeInstallments,
  financePayments,
  financeTitleOperations,
  financeTitles,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { lockedRow } from '../tenancy/locked-row.ts';
import type { Writer } from './title-writes.ts';

/**
 * The title, locked for the rest of the transaction (a payment, a cancellation or a re-split at
 * the same moment waits); 404 when the company has none of this id.
 */
export const lockTitle = (tx: Db, titleId: string) => lockedRow(tx, financeTitles, titleId);

/** Whether any installment of the title has a payment. */
export async function hasPayments(tx: Db, titleId: string): Promise<boolean> {
  const [paid] = await tx
    .select({ id: financePayments.id })
    .from(financePayments)
    .innerJoin(financeInstallments, eq(financeInstallments.id, financePayments.installment_id))
    .where(eq(financeInstallments.title_id, titleId))
    .limit(1);
  return Boolean(paid);
}

/**
 * The locked title, refused when cancelled (409) or when anything was paid on it (409: the
 * payments are reversed first, `paymentsMessage`); what cancelling and re-splitting require.
 */
export async function lockUnpaidTitle(tx: Db, titleId: string, paymentsMessage?: string) {
  const title = await lockTitle(tx, titleId);
  if (title.cancelado_at) throw new AppError('TITLE_CANCELLED');
  if (await hasPayments(tx, titleId))
    throw new AppError('TITLE_HAS_PAYMENTS', undefined, paymentsMessage);
  return title;
}

/**
 * Cancels a title in the caller's transaction, recording who, when and why, and lets go of the
 * operations it billed (their links become inactive, so they may be billed again). Refuses a
 * title that has payments (409 'Estorne os pagamentos antes de cancelar.') or is already
 * cancelled (409): a cancelled title keeps its installments, and only cancellation is stored.
 */
export async function cancelTitle(
  tx: Db,
  by: Writer,
  titleId: string,
  motivo: string,
): Promise<void> {
  await lockUnpaidTitle(tx, titleId);
  await tx
    .update(financeTitleOperations)
    .set({ ativo: false })
    .where(
      and(eq(financeTitleOperations.title_id, titleId), eq(financeTitleOperations.ativo, true)),
    );
  await tx
    .update(financeTitles)
    .set({ cancelado_at: sql`now()`, cancelado_by: by.userId, motivo_cancelamento: motivo })
    .where(eq(financeTitles.id, titleId));
}
