import type {
  AccountingSummary,
  Ageing,
  AircraftMargins,
  CashFlow,
  ExportFormat,
  ExportReport,
  MonthlyResult,
} from '../../../domain/accounting/report-contracts.ts';
import { keptQuery } from '../../lib/fresh-query.ts';

// Contabilidade's reports: the summary, cash flow, the month's result, the margin of each
// aircraft and the ageing of receivables. They sum up what the lists and the reconciliation
// change, so they live under ['accounting'] (a change there reads them again) and are read
// again on every visit (staleTime 0).

export type MonthRange = { de: string; ate: string };

export const reportKeys = {
  summary: ['accounting', 'reports', 'summary'],
  cashFlow: (range: MonthRange) => ['accounting', 'reports', 'cash-flow', range],
  result: (mes: string) => ['accounting', 'reports', 'result', mes],
  aircraft: (range: MonthRange) => ['accounting', 'reports', 'aircraft', range],
  ageing: ['accounting', 'reports', 'ageing'],
} as const;

const REPORTS = '/api/accounting';

/** A report's answer, the previous one kept on screen while another period loads. */
const report = <T>(queryKey: readonly unknown[], path: string) =>
  keptQuery<T>(queryKey, `${REPORTS}${path}`);

export const summaryQuery = report<AccountingSummary>(reportKeys.summary, '/resumo');

export const cashFlowQuery = (range: MonthRange) =>
  report<CashFlow>(reportKeys.cashFlow(range), `/fluxo-caixa?${new URLSearchParams(range)}`);

export const resultQuery = (mes: string) =>
  report<MonthlyResult>(reportKeys.result(mes), `/resultado?mes=${mes}`);

export const aircraftQuery = (range: MonthRange) =>
  report<AircraftMargins>(reportKeys.aircraft(range), `/aeronaves?${new URLSearchParams(range)}`);

export const ageingQuery = report<Ageing>(reportKeys.ageing, '/inadimplencia');

/** A report as a file to download, with the report's own filters (`mes`, `de` and `ate`…). */
export const exportHref = (
  relatorio: ExportReport,
  formato: ExportFormat,
  filters: Record<string, string> = {},
) => `${REPORTS}/exportar/${relatorio}?${new URLSearchParams({ formato, ...filters })}`;

/** The month's result as a PDF, to print. */
export const resultPdfHref = (mes: string) => `${REPORTS}/resultado/pdf?mes=${mes}`;
