import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { statementLinesQuery } from '../../domain/accounting/contracts.ts';
import { NEAR_SHARE, suggestMatches } from '../../domain/accounting/matching.ts';
import type {
  MatchSuggestion,
  StatementImport,
  StatementLine,
} from '../../domain/accounting/response-contracts.ts';
import {
  importReconciledMessage,
  inOtherAccountMessage,
  isOtherBankAccount,
  otherAccountMessage,
} from '../../domain/accounting/statement-account.ts';
import { isOtherAccount } from '../../domain/accounting/statement.ts';
import type { TitleSide } from '../../domain/accounting/values.ts';
import { queryRows, type Db } from '../db/database.ts';
import { pageWindow } from '../db/page.ts';
import { bankAccounts, bankStatementImports, bankStatementLines } from '../db/schema/index.ts';
import { AppError } from '../platform/app-error.ts';
import { foundRow, lockedRow } from '../tenancy/locked-row.ts';
import type { StatementFile } from './statement-files.ts';
import type { Writer } from './title-writes.ts';

/** Statement lines a page of `GET /api/accounting/extratos/linhas` holds. */
export const STATEMENT_LINES_PAGE_SIZE = 20;
/** Lines written per statement: a 2 MB file stays well under the parameters one may carry. */
const CHUNK = 500;

/** The company's bank account (404 for none of this id: another company's included). */
export async function findBankAccount(db: Db, id: string) {
  return foundRow(db, bankAccounts, id);
}

/**
 * A FITID is stored once per company: lines of the file already in another of its accounts
 * refuse the import (409 naming that account), before anything is written.
 */
async function refuseLinesOfOtherAccounts(tx: Db, accountId: string, fitids: string[]) {
  for (let start = 0; start < fitids.length; start += CHUNK) {
    const [found] = await tx
      .select({ n: count(), conta: sql<string>`min(${bankAccounts.nome})` })
      .from(bankStatementLines)
      .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatementLines.bank_account_id))
      .where(
        and(
          inArray(bankStatementLines.fitid, fitids.slice(start, start + CHUNK)),
          ne(bankStatementLines.bank_account_id, accountId),
        ),
      );
    if (found && found.n > 0)
      throw new AppError(
        'STATEMENT_IN_OTHER_ACCOUNT',
        undefined,
        inOtherAccountMessage(found.n, found.conta),
      );
  }
}

/** The account's last 10 imports, newest first, each with how many of its lines are reconciled. */
export async function recentImports(db: Db, accountId: string) {
  const rows = await queryRows<{
    id: string;
    nome_arquivo: string;
    formato: StatementImport['formato'];
    novas: number;
    conciliadas: number;
    created_at: string;
  }>(
    db,
    sql`select s.id, s.nome_arquivo, s.formato,
        (select count(*) from bank_statement_lines l where l.import_id = s.id)::int as novas,
        (select count(*) from bank_statement_lines l
          where l.import_id = s.id and l.status = 'conciliada')::int as conciliadas,
        to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from bank_statement_imports s
      where s.bank_account_id = ${accountId}
      order by s.created_at desc, s.id desc
      limit 10`,
  );
  return { items: rows };
}

/**
 * Undoes an import while none of its lines is reconciled (409 naming how many are): its lines
 * and the import are deleted. Answers how many lines went.
 */
export async function undoImport(db: Db, importId: string) {
  return db.transaction(async (tx) => {
    await lockedRow(tx, bankStatementImports, importId);
    const lines = await tx
      .select({ id: bankStatementLines.id, status: bankStatementLines.status })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.import_id, importId))
      .for('update');
    const reconciled = lines.filter((line) => line.status === 'conciliada').length;
    if (reconciled)
      throw new AppError(
        'STATEMENT_IMPORT_RECONCILED',
        undefined,
        importReconciledMessage(reconciled),
      );
    await tx.delete(bankStatementLines).where(eq(bankStatementLines.import_id, importId));
    await tx.delete(bankStatementImports).where(eq(bankStatementImports.id, importId));
    return { id: importId, removidas: lines.length };
  });
}

/**
 * Stores a statement's lines in the account, once per FITID (`on conflict do nothing`: the
 * same file imported again adds nothing), and the import with its counts, in one transaction.
 * An OFX of another bank account (BANKID, ACCTID) is refused before anything is stored (409
 * naming both) unless `confirmed`; lines already in another account always are.
 */
export async function importStatement(
  db: Db,
  by: Writer,
  input: { bankAccountId: string; fileName: string; file: StatementFile; confirmed?: boolean },
) {
  const { file } = input;
  return db.transaction(async (tx) => {
    const account = await findBankAccount(tx, input.bankAccountId);
    if (account.archived_at)
      throw new AppError('VALIDATION_FAILED', { bank_account_id: 'Esta conta está arquivada.' });
    if (file.conta && !input.confirmed && isOtherBankAccount(file.conta, account))
      throw new AppError(
        'STATEMENT_OTHER_ACCOUNT',
        undefined,
        otherAccountMessage(file.conta, account),
      );
    await refuseLinesOfOtherAccounts(
      tx,
      account.id,
      file.linhas.map((line) => line.fitid),
    );
    const [row] = await tx
      .insert(bankStatementImports)
      .values({
        company_id: by.companyId,
        bank_account_id: account.id,
        formato: file.formato,
        nome_arquivo: input.fileName.slice(0, 200),
        linhas: file.linhas.length,
        novas: 0,
        created_by: by.userId,
      })
      .returning({ id: bankStatementImports.id });
    let novas = 0;
    for (let start = 0; start < file.linhas.length; start += CHUNK) {
      const added = await tx
        .insert(bankStatementLines)
        .values(
          file.linhas.slice(start, start + CHUNK).map((line) => ({
            ...line,
            company_id: by.companyId,
            bank_account_id: account.id,
            import_id: row!.id,
          })),
        )
        .onConflictDoNothing({
          target: [bankStatementLines.company_id, bankStatementLines.fitid],
        })
        .returning({ id: bankStatementLines.id });
      novas += added.length;
    }
    await tx
      .update(bankStatementImports)
      .set({ novas })
      .where(eq(bankStatementImports.id, row!.id));
    return {
      id: row!.id,
      bank_account_id: account.id,
      formato: file.formato,
      nome_arquivo: input.fileName.slice(0, 200),
      linhas: file.linhas.length,
      novas,
      repetidas: file.linhas.length - novas,
      aviso: isOtherAccount(file.conta, account)
        ? `O extrato é da conta ${file.conta!.conta}, não da conta ${account.conta} escolhida: confira antes de conciliar.`
        : null,
    };
  });
}

type Candidate = Omit<MatchSuggestion, 'confianca' | 'motivo'> & { lado: TitleSide };

/**
 * The open installments (not cancelled, something still owed) whose balance one of these
 * amounts may pay: equal to it, or up to 1 % above it (a partial payment).
 */
async function openInstallmentsFor(db: Db, amounts: number[]): Promise<Candidate[]> {
  if (amounts.length === 0) return [];
  const saldo = sql`(i.valor_cents - i.pago_cents)`;
  return queryRows<Candidate>(
    db,
    sql`select i.id as installment_id, t.id as title_id, t.lado, t.descricao,
      coalesce(c.nome, s.nome, t.contraparte) as contraparte, i.numero,
      (select count(*) from finance_installments x where x.title_id = t.id)::int as parcelas,
      to_char(i.vencimento, 'YYYY-MM-DD') as vencimento, ${saldo}::float8 as saldo_cents
    from finance_installments i
    join finance_titles t on t.id = i.title_id
    left join clients c on c.id = t.client_id
    left join stock_suppliers s on s.id = t.supplier_id
    where t.cancelado_at is null and exists (
      select 1 from unnest(string_to_array(${amounts.join(',')}, ',')::bigint[]) a(v)
      where ${saldo} between a.v and a.v / (1 - ${NEAR_SHARE}::numeric))`,
  );
}

/**
 * A page of an account's statement lines (or every account's), newest first, those waiting
 * for a match unless `status` says otherwise; each waiting line with its best matches.
 */
export async function statementLinePage(db: Db, query: z.output<typeof statementLinesQuery>) {
  const where = and(
    eq(bankStatementLines.status, query.status ?? 'pendente'),
    query.bank_account_id
      ? eq(bankStatementLines.bank_account_id, query.bank_account_id)
      : undefined,
  );
  const [counted] = await db.select({ n: count() }).from(bankStatementLines).where(where);
  const items = await loadLines(db, where!, pageWindow(query.pagina, STATEMENT_LINES_PAGE_SIZE));
  return {
    items,
    total: counted!.n,
    pagina: query.pagina,
    por_pagina: STATEMENT_LINES_PAGE_SIZE,
  };
}

/** Statement lines with their account's name and, while waiting, their suggestions. */
export async function loadLines(
  db: Db,
  where: SQL,
  page = { limit: 1, offset: 0 },
): Promise<StatementLine[]> {
  const rows = await db
    .select({ line: bankStatementLines, conta: bankAccounts.nome })
    .from(bankStatementLines)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankStatementLines.bank_account_id))
    .where(where)
    .orderBy(desc(bankStatementLines.data), desc(bankStatementLines.id))
    .limit(page.limit)
    .offset(page.offset);
  const waiting = rows.filter(({ line }) => line.status === 'pendente');
  const open = await openInstallmentsFor(db, [
    ...new Set(waiting.map(({ line }) => Math.abs(line.valor_cents))),
  ]);
  return rows.map(({ line, conta }) => ({
    id: line.id,
    bank_account_id: line.bank_account_id,
    conta,
    fitid: line.fitid,
    data: line.data,
    valor_cents: line.valor_cents,
    descricao: line.descricao,
    status: line.status,
    sugestoes:
      line.status === 'pendente'
        ? suggestMatches(line, open).map(({ lado: _lado, ...suggestion }) => suggestion)
        : [],
  }));
}
