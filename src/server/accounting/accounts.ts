import { asc, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { bankAccountInput, bankAccountUpdate } from '../../domain/accounting/contracts.ts';
import type { BankAccount } from '../../domain/accounting/response-contracts.ts';
import type { Db } from '../db/database.ts';
import { bankAccounts } from '../db/schema/index.ts';
import { accountBalanceSql } from './report-sql.ts';
import { namedRows } from './named-rows.ts';

/** An account's balance today (the rule of `accountBalanceSql`). */
const balance =
  sql<number>`(${accountBalanceSql(undefined, sql.raw('bank_accounts'))})::bigint`.mapWith(Number);

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

const accounts = namedRows(bankAccounts, columns, 'bank_accounts_company_nome_unique');
const DUPLICATE = 'Já existe uma conta com este nome.';

/** The company's accounts with their balances, active first, by name. */
export async function listAccounts(db: Db): Promise<BankAccount[]> {
  return db
    .select(columns)
    .from(bankAccounts)
    .orderBy(sql`${bankAccounts.archived_at} is not null`, asc(bankAccounts.nome));
}

/** One account of the company; 404 for none. */
export const findAccount = accounts.find;

export async function createAccount(
  tx: Db,
  companyId: string,
  input: z.output<typeof bankAccountInput>,
): Promise<string> {
  return accounts.create(tx, companyId, input, DUPLICATE);
}

/** Changes an account, or archives it (never deleted: its payments keep pointing at it). */
export async function updateAccount(
  tx: Db,
  id: string,
  changes: z.output<typeof bankAccountUpdate>,
  now: Date,
): Promise<void> {
  await accounts.update(tx, id, changes, DUPLICATE, now);
}
