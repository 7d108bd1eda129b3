import { queryOptions } from '@tanstack/react-query';
import type {
  PayrollItem,
  PayrollRunDetail,
  PayrollRunRow,
  PayrollRunView,
  PayrollSettingsVersion,
} from '../../../domain/hr/response-contracts.ts';
import { api } from '../../lib/api.ts';
import { useChange } from '../../lib/change.ts';

// Folha de pagamento: the runs of a year, a run with its employees, and the versions of the
// payroll tables. A run's totals change with its items and with the tables, so after any change
// here everything under ['hr', 'payroll'] is read again; closing or reopening a run writes or
// cancels payables, so Contabilidade's answers (all under ['accounting']) are read again too.

const BASE = '/api/hr';

export const payrollKeys = {
  all: ['hr', 'payroll'],
  allRuns: ['hr', 'payroll', 'runs'],
  runs: (ano: number) => ['hr', 'payroll', 'runs', ano],
  run: (id: string) => ['hr', 'payroll', 'run', id],
  item: (runId: string, itemId: string) => ['hr', 'payroll', 'run', runId, 'item', itemId],
  tables: ['hr', 'payroll', 'tables'],
} as const;

/** Contabilidade's queries, all under this key (its own api.ts names them so). */
const ACCOUNTING_KEY = ['accounting'] as const;

/** The runs of a year, newest first. */
export const runsQuery = (ano: number) =>
  queryOptions({
    queryKey: payrollKeys.runs(ano),
    queryFn: () => api<PayrollRunRow[]>(`${BASE}/folhas?ano=${ano}`),
  });

/** A run with every employee's row (name and totals) and, once closed, the payables it wrote. */
export const runQuery = (id: string) =>
  queryOptions({
    queryKey: payrollKeys.run(id),
    queryFn: () => api<PayrollRunView>(`${BASE}/folhas/${id}`),
  });

/** An employee's holerite in a run (entry and result), read when its row is opened. */
export const itemQuery = (runId: string, itemId: string) =>
  queryOptions({
    queryKey: payrollKeys.item(runId, itemId),
    queryFn: () => api<PayrollItem>(`${BASE}/folhas/${runId}/itens/${itemId}`),
  });

/** The versions of the payroll tables, newest first. */
export const tablesQuery = queryOptions({
  queryKey: payrollKeys.tables,
  queryFn: () => api<PayrollSettingsVersion[]>(`${BASE}/tabelas`),
});

/** A change to the payroll: its answers read again (and Contabilidade's, when `books`). */
const usePayrollChange = <T, R>(call: (value: T) => Promise<R>, books = false) =>
  useChange(call, books ? [payrollKeys.all, ACCOUNTING_KEY] : [payrollKeys.all]);

const send =
  <R>(path: string, method = 'POST') =>
  (body: object) =>
    api<R>(`${BASE}${path}`, { method, body });

const act =
  <R>(path: string, method = 'POST') =>
  () =>
    api<R>(`${BASE}${path}`, { method });

/** 'Nova folha': the month's payroll, a 13º installment or an employee's férias. */
export const useCreateRun = () => usePayrollChange(send<PayrollRunDetail>('/folhas'));

/** An employee's month in a draft run (hours, absences, commissions…), computed again. */
export const useUpdateItem = (runId: string, itemId: string) =>
  usePayrollChange(send<PayrollItem>(`/folhas/${runId}/itens/${itemId}`, 'PATCH'));

/** 'Recalcular': a draft computed again from the employees and the tables as they are now. */
export const useRecalculateRun = (id: string) =>
  usePayrollChange(act<PayrollRunDetail>(`/folhas/${id}/recalcular`));

/** 'Fechar folha': the month locked and its payables written in Contabilidade. */
export const useCloseRun = (id: string) =>
  usePayrollChange(act<PayrollRunDetail>(`/folhas/${id}/fechar`), true);

/** 'Reabrir' (the owner's): the run a draft again, its unpaid payables cancelled. */
export const useReopenRun = (id: string) =>
  usePayrollChange(act<PayrollRunDetail>(`/folhas/${id}/reabrir`), true);

/** 'Excluir rascunho': the lists read again (not the deleted run, whose screen is left). */
export const useDeleteRun = (id: string) =>
  useChange(act<void>(`/folhas/${id}`, 'DELETE'), [payrollKeys.allRuns]);

/** 'Nova versão' of the tables (a month not used by a closed run is replaced). */
export const useCreateTables = () => usePayrollChange(send<PayrollSettingsVersion>('/tabelas'));

/** A version of the tables no closed run used, deleted. */
export const useDeleteTables = () =>
  usePayrollChange((id: string) => api<void>(`${BASE}/tabelas/${id}`, { method: 'DELETE' }));

/** Every holerite of a run in one PDF, or one employee's (`itemId`). */
export const payslipsHref = (runId: string, itemId?: string) =>
  `${BASE}/folhas/${runId}/holerites${itemId ? `?item=${itemId}` : ''}`;

/** A run's summary, as PDF or XLSX. */
export const summaryHref = (runId: string, formato: 'pdf' | 'xlsx') =>
  `${BASE}/folhas/${runId}/resumo?formato=${formato}`;
