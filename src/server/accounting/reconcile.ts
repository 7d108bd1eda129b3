import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { lineTitleInput, reconcileInput } from '../../domain/accounting/contracts.ts';
import type { Db } from '../db/database.ts';
import { bankStatementLines, financeInstallments, financeTitles } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { lockedRow } from '../tenancy/locked-row.ts';
import { recordPayment } from './payments.ts';
import { loadLines } from './statements.ts';
import { createManualTitle } from './title-edits.ts';
import type { Writer } from './title-writes.ts';

type Charges = 'juros_cents' | 'multa_cents' | 'desconto_cents';
/** A line confirmed as an installment's payment: the charges absent are zero. */
type ReconcileValues = Omit<z.output<typeof reconcileInput>, Charges> &
  Partial<Pick<z.output<typeof reconcileInput>, Charges>>;

/** The statement line, locked for the rest of the transaction; 409 once it is reconciled. */
async function lockWaitingLine(tx: Db, lineId: string) {
  const line = await lockedRow(tx, bankStatementLines, lineId);
  if (line.status === 'conciliada') throw new AppError('STATEMENT_LINE_RECONCILED');
  return line;
}

/**
 * Confirms a statement line as the payment of one installment, in one transaction: the
 * installment is paid with the line's amount (with the juros, multa or desconto the office
 * names in it), on its date, into its account
 * (`recordPayment`, which refuses more than is still owed), and the line is reconciled.
 * Refuses a line already reconciled (409), another company's installment (404) and one of the
 * other side — a credit pays a receivable, a debit a payable (400).
 */
export async function reconcileLine(db: Db, by: Writer, lineId: string, input: ReconcileValues) {
  await db.transaction(async (tx) => {
    const line = await lockWaitingLine(tx, lineId);
    const [installment] = await tx
      .select({ lado: financeTitles.lado })
      .from(financeInstallments)
      .innerJoin(financeTitles, eq(financeTitles.id, financeInstallments.title_id))
      .where(eq(financeInstallments.id, input.installment_id));
    if (!installment) throw new AppError('NOT_FOUND');
    if (installment.lado !== (line.valor_cents > 0 ? 'receber' : 'pagar'))
      throw new AppError('VALIDATION_FAILED', {
        installment_id:
          line.valor_cents > 0
            ? 'Um crédito no extrato concilia uma conta a receber.'
            : 'Um débito no extrato concilia uma conta a pagar.',
      });
    await recordPayment(tx, by, input.installment_id, {
      data: line.data,
      valor_cents: Math.abs(line.valor_cents),
      juros_cents: input.juros_cents,
      multa_cents: input.multa_cents,
      desconto_cents: input.desconto_cents,
      bank_account_id: line.bank_account_id,
      metodo: input.metodo,
      observacao: line.descricao.slice(0, 300),
      statement_line_id: line.id,
    }).catch((error: unknown) => {
      // The amount is the line's, not typed: the refusal is about the installment chosen.
      const refusal = error instanceof AppError ? error.fields?.valor_cents : undefined;
      throw refusal ? new AppError('VALIDATION_FAILED', { installment_id: refusal }) : error;
    });
    await tx
      .update(bankStatementLines)
      .set({ status: 'conciliada' })
      .where(eq(bankStatementLines.id, line.id));
  });
  return lineOf(db, lineId);
}

/**
 * Makes a waiting statement line a new title paid by it, in one transaction: a receivable for
 * a credit, a payable for a debit, of the line's amount, competência and due date on its date,
 * one installment, paid by the line into its account (the payment confirmed by it), the line
 * reconciled. The title's category and counterparty are checked as a typed title's are.
 */
export async function titleFromLine(
  db: Db,
  by: Writer,
  lineId: string,
  input: z.output<typeof lineTitleInput>,
) {
  await db.transaction(async (tx) => {
    const line = await lockWaitingLine(tx, lineId);
    const lado = line.valor_cents > 0 ? 'receber' : 'pagar';
    if (lado === 'pagar' && input.client_id)
      throw new AppError('VALIDATION_FAILED', { client_id: 'Uma conta a pagar não tem cliente.' });
    const { metodo, ...facts } = input;
    const amount = Math.abs(line.valor_cents);
    const titleId = await createManualTitle(tx, by, {
      ...facts,
      lado,
      competencia: line.data,
      total_cents: amount,
      parcelas: 1,
      primeiro_vencimento: line.data,
      vencimentos: null,
    });
    const [installment] = await tx
      .select({ id: financeInstallments.id })
      .from(financeInstallments)
      .where(eq(financeInstallments.title_id, titleId));
    await recordPayment(tx, by, installment!.id, {
      data: line.data,
      valor_cents: amount,
      bank_account_id: line.bank_account_id,
      metodo,
      observacao: line.descricao.slice(0, 300),
      statement_line_id: line.id,
    });
    await tx
      .update(bankStatementLines)
      .set({ status: 'conciliada' })
      .where(eq(bankStatementLines.id, line.id));
  });
  return lineOf(db, lineId);
}

/** Sets a line aside (a bank fee, a transfer between own accounts): it no longer waits. */
export async function ignoreLine(db: Db, lineId: string) {
  await db.transaction(async (tx) => {
    await lockWaitingLine(tx, lineId);
    await tx
      .update(bankStatementLines)
      .set({ status: 'ignorada' })
      .where(eq(bankStatementLines.id, lineId));
  });
  return lineOf(db, lineId);
}

const lineOf = async (db: Db, lineId: string) =>
  (await loadLines(db, eq(bankStatementLines.id, lineId)))[0]!;
