import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { LineTitleInput } from '../../../domain/accounting/contracts.ts';
import type {
  StatementImport,
  StatementImportList,
  StatementImportUndone,
  StatementLine,
  StatementLinePage,
} from '../../../domain/accounting/response-contracts.ts';
import type { PaymentMethod, StatementLineStatus } from '../../../domain/accounting/values.ts';
import { api } from '../../lib/api.ts';
import { useAccountingChange } from './api.ts';

// Conciliação: a bank statement's lines (imported from OFX or CSV) and what confirms or sets
// them aside. Confirming a line pays an installment, so every change here reads everything
// under ['accounting'] again: the lists, the summary and the reports.

const BASE = '/api/accounting/extratos';

export type LineFilters = { bank_account_id: string; status: StatementLineStatus; pagina: number };

/** A page of an account's statement lines (20), each with its suggested matches. */
export const statementLinesQuery = (filters: LineFilters) =>
  queryOptions({
    queryKey: ['accounting', 'statement-lines', filters],
    queryFn: () =>
      api<StatementLinePage>(
        `${BASE}/linhas?${new URLSearchParams({ ...filters, pagina: String(filters.pagina) })}`,
      ),
    select: (page) => ({ ...page, pageSize: page.por_pagina }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** An OFX or CSV into an account: the account's field first, then the file (the server reads them so). */
export const useImportStatement = () =>
  useAccountingChange((upload: { bankAccountId: string; file: File; confirm?: boolean }) => {
    const body = new FormData();
    body.set('bank_account_id', upload.bankAccountId);
    // The office confirmed a statement of another bank account (the server's 409 before).
    if (upload.confirm) body.set('confirmar_conta', 'sim');
    body.set('arquivo', upload.file);
    return api<StatementImport>(BASE, { body });
  });

/** The account's last imports, each with how many of its lines are reconciled. */
export const statementImportsQuery = (accountId: string) =>
  queryOptions({
    queryKey: ['accounting', 'statement-imports', accountId],
    queryFn: () =>
      api<StatementImportList>(`${BASE}?${new URLSearchParams({ bank_account_id: accountId })}`),
    staleTime: 0,
  });

/** 'Desfazer importação': its lines go, while none of them is reconciled. */
export const useUndoImport = () =>
  useAccountingChange((importId: string) =>
    api<StatementImportUndone>(`${BASE}/${importId}`, { method: 'DELETE' }),
  );

/** 'Criar conta': the line becomes a receivable (credit) or payable (debit) paid by it. */
export const useLineTitle = (lineId: string) =>
  useAccountingChange((body: LineTitleInput) =>
    api<StatementLine>(`${BASE}/linhas/${lineId}/titulo`, { body }),
  );

/** 'Confirmar': the line is the payment of this installment. */
/**
 * 'Confirmar' a line as an installment's payment; `reconciled` hears the line before the lists
 * are read again (the suggestion that was clicked leaves the screen with them).
 */
export const useReconcileLine = (lineId: string, reconciled?: (line: StatementLine) => void) =>
  useAccountingChange(
    (body: { installment_id: string; metodo: PaymentMethod }) =>
      api<StatementLine>(`${BASE}/linhas/${lineId}/conciliar`, { body }),
    reconciled,
  );

/** 'Ignorar': the line pays nothing here (a transfer between accounts, a bank fee). */
export const useIgnoreLine = (lineId: string) =>
  useAccountingChange(() =>
    api<StatementLine>(`${BASE}/linhas/${lineId}/ignorar`, { method: 'POST' }),
  );
