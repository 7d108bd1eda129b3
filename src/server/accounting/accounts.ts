import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bankAccountInput, bankAccountUpdate } from '../../domain/accounting/contracts.ts';
import type { BankAccount } from '../../domain/accounting/response-contracts.ts';
import type { Db } from '../db/database.ts';
import { bankAccounts } from '../db/schema/index.ts';
import { AppError } from '../http/app-error.ts';
import { accountBalanceSql } from './report-sql.ts';
import { changesOf, uniqueName } from './unique-name.ts';

/** An account's balance today (the rule of `accountBalanceSql`). */
const balance =
  sql<number>`(${accountBalanceSql(undefined, sql.raw('bank_accounts'))})::bigint`.mapWith(Number);

const ACCOUNT_NAME = 'bank_accounts_company_nome_unique';
const DUPLICATE = 'Já existe uma conta com este nome.';

const columns = {
  id: bankAccounts.id,
  nome: bankAccounts.nome,
  banco: bankAccounts.banco,
  agencia: bankAccounts.agencia,
  conta: bankAccounts.conta,
  saldo_inicial_cents: bankAccounts.saldo_inicial_cents,
  saldo_inicial_data: bankAccounts.saldo_inicial_data,
  saldo_cents: balance,
  arquivada: sql<boolean>`${bankAccounts.archived_at} is not null`,
};

/** The company's accounts with their balances, active first, by name. */
export async function listAccounts(db: Db): Promise<BankAccount[]> {
  return db
    .select(columns)
    .from(bankAccounts)
    .orderBy(sql`${bankAccounts.archived_at} is not null`, asc(bankAccounts.nome));
}

export async function findAccount(db: Db, id: string): Promise<BankAccount> {
  const [row] = await db.select(columns).from(bankAccounts).where(eq(bankAccounts.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function createAccount(
  tx: Db,
  companyId: string,
  input: z.output<typeof bankAccountInput>,
): Promise<string> {
  const [row] = await uniqueName(ACCOUNT_NAME, DUPLICATE, () =>
    tx
      .insert(bankAccounts)
      .values({ ...input, company_id: companyId })
      .returning({ id: bankAccounts.id }),
  );
  return row!.id;
}

/** Changes an account, or archives it (never deleted: its payments keep pointing at it). */
export async function updateAccount(
  tx: Db,
  id: string,
  { arquivada, ...changes }: z.output<typeof bankAccountUpdate>,
): Promise<void> {
  const set = changesOf(changes, arquivada);
  if (!set) return;
  await uniqueName(ACCOUNT_NAME, DUPLICATE, () =>
    tx.update(bankAccounts).set(set).where(eq(bankAccounts.id, id)),
  );
}
