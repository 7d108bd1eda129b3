import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { pixKeyInput, ReceivingPix } from '../../domain/accounting/invoice-contracts.ts';
import type { Db } from '../db/database.ts';
import { bankAccounts } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { lockedRow } from '../tenancy/locked-row.ts';

/**
 * The company's receiving PIX key (issue 37 item 6): it lives on the bank account it pays into,
 * one account at a time, and the faturas print it. An archived account's key is not offered.
 */
export async function receivingPix(db: Db): Promise<ReceivingPix['pix']> {
  const [row] = await db
    .select({
      bank_account_id: bankAccounts.id,
      conta: bankAccounts.nome,
      pix_tipo: bankAccounts.pix_tipo,
      pix_chave: bankAccounts.pix_chave,
    })
    .from(bankAccounts)
    .where(and(isNotNull(bankAccounts.pix_chave), isNull(bankAccounts.archived_at)))
    .orderBy(asc(bankAccounts.nome))
    .limit(1);
  return row?.pix_tipo && row.pix_chave
    ? { ...row, pix_tipo: row.pix_tipo, pix_chave: row.pix_chave }
    : null;
}

/** Puts the receiving key on an active account, taking it off every other account. */
export async function setReceivingPix(
  tx: Db,
  accountId: string,
  input: z.output<typeof pixKeyInput>,
): Promise<void> {
  const account = await lockedRow(tx, bankAccounts, accountId);
  if (account.archived_at)
    throw new AppError(
      'VALIDATION_FAILED',
      { bank_account_id: 'Esta conta está arquivada: escolha uma conta ativa.' },
      'Esta conta está arquivada: escolha uma conta ativa.',
    );
  await tx
    .update(bankAccounts)
    .set({ pix_tipo: null, pix_chave: null })
    .where(and(ne(bankAccounts.id, accountId), isNotNull(bankAccounts.pix_chave)));
  await tx
    .update(bankAccounts)
    .set({ pix_tipo: input.pix_tipo, pix_chave: input.pix_chave })
    .where(eq(bankAccounts.id, accountId));
}

/** Takes the receiving key off every account: the faturas go out without PIX. */
export async function clearReceivingPix(tx: Db): Promise<void> {
  await tx
    .update(bankAccounts)
    .set({ pix_tipo: null, pix_chave: null })
    .where(isNotNull(bankAccounts.pix_chave));
}
