import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentInput } from '../../domain/accounting/contracts.ts';
import {
  aboveBalance,
  PRINCIPAL_NOT_POSITIVE,
  principalCents,
} from '../../domain/accounting/settlement.ts';
import { remainingCents } from '../../domain/accounting/status.ts';
import { formatBRL } from '../../domain/money.ts';
import type { Db } from '../db/database.ts';
import {
  bankAccounts,
  bankStatementLines,
  financeInstallments,
  financePayments,
} from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { lockTitle } from './title-service.ts';
import type { Writer } from './title-writes.ts';

type Charges = 'juros_cents' | 'multa_cents' | 'desconto_cents' | 'tarifa_cents';
/** A payment to record: its charges absent are zero. */
export type PaymentValues = Omit<z.output<typeof paymentInput>, Charges> &
  Partial<Pick<z.output<typeof paymentInput>, Charges>>;

/** What a payment row settles of its installment (`principalCents` in SQL). */
export const principalSql = sql`(${financePayments.valor_cents} - ${financePayments.juros_cents} - ${financePayments.multa_cents} + ${financePayments.desconto_cents})`;

/** The installment's title id, or 404. */
async function titleOfInstallment(tx: Db, installmentId: string) {
  const [row] = await tx
    .select({ titleId: financeInstallments.title_id })
    .from(financeInstallments)
    .where(eq(financeInstallments.id, installmentId));
  if (!row) throw new AppError('NOT_FOUND');
  return row.titleId;
}

/** What was paid on the installment so far, in centavos. */
async function paidOn(tx: Db, installmentId: string): Promise<number> {
  const [row] = await tx
    .select({ pago: sql<number>`coalesce(sum(${principalSql}), 0)::bigint` })
    .from(financePayments)
    .where(eq(financePayments.installment_id, installmentId));
  return Number(row?.pago ?? 0);
}

async function requireActiveAccount(tx: Db, accountId: string) {
  const [account] = await tx
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), isNull(bankAccounts.archived_at)));
  if (!account)
    throw new AppError('VALIDATION_FAILED', {
      bank_account_id: 'Conta não encontrada ou arquivada.',
    });
}

/**
 * Records a payment (or receipt) against one installment in the caller's transaction and
 * answers its title's id. Locks the title and the installment (two payments at the same moment
 * cannot both take what is left); refuses a cancelled title (409), an archived or unknown
 * account and a principal (valor − juros − multa + desconto, `principalCents`) above what is
 * still owed (400 naming `valor_cents` with the amount left, R$): juros and multa may pass it.
 * A reconciliation passes the statement line that confirmed it.
 */
export async function recordPayment(
  tx: Db,
  by: Writer,
  installmentId: string,
  values: PaymentValues & { statement_line_id?: string | null },
): Promise<string> {
  const titleId = await titleOfInstallment(tx, installmentId);
  const title = await lockTitle(tx, titleId);
  if (title.cancelado_at) throw new AppError('TITLE_CANCELLED');
  const [installment] = await tx
    .select({ valor_cents: financeInstallments.valor_cents })
    .from(financeInstallments)
    .where(eq(financeInstallments.id, installmentId))
    .for('update');
  await requireActiveAccount(tx, values.bank_account_id);
  const left = remainingCents({
    valor_cents: installment!.valor_cents,
    pago_cents: await paidOn(tx, installmentId),
  });
  const charges = {
    juros_cents: values.juros_cents ?? 0,
    multa_cents: values.multa_cents ?? 0,
    desconto_cents: values.desconto_cents ?? 0,
    tarifa_cents: values.tarifa_cents ?? 0,
  };
  const principal = principalCents({ ...values, ...charges });
  if (principal <= 0)
    throw new AppError('VALIDATION_FAILED', { valor_cents: PRINCIPAL_NOT_POSITIVE });
  if (principal > left)
    throw new AppError('VALIDATION_FAILED', {
      valor_cents: left
        ? aboveBalance(formatBRL(left), charges.juros_cents + charges.multa_cents > 0)
        : 'Esta parcela já está paga.',
    });
  await tx.insert(financePayments).values({
    ...values,
    ...charges,
    company_id: by.companyId,
    installment_id: installmentId,
    created_by: by.userId,
  });
  return titleId;
}

/**
 * Reverses a payment (estorno): deletes it and, when a statement line had confirmed it, puts
 * the line back among those waiting for a match. Answers the title's id.
 */
export async function reversePayment(tx: Db, paymentId: string): Promise<string> {
  const [payment] = await tx
    .select({
      installmentId: financePayments.installment_id,
      lineId: financePayments.statement_line_id,
    })
    .from(financePayments)
    .where(eq(financePayments.id, paymentId));
  if (!payment) throw new AppError('NOT_FOUND');
  const titleId = await titleOfInstallment(tx, payment.installmentId);
  await lockTitle(tx, titleId);
  await tx.delete(financePayments).where(eq(financePayments.id, paymentId));
  if (payment.lineId)
    await tx
      .update(bankStatementLines)
      .set({ status: 'pendente' })
      .where(eq(bankStatementLines.id, payment.lineId));
  return titleId;
}
