import { z } from 'zod';
import { calendarDate, calendarMonth, centsValue, nullableId, nullableNumber } from '../wire.ts';
import { monthRangeQuery } from './contracts.ts';
import { regimeFields } from './tax-contracts.ts';
import { AGEING_BUCKETS, type AgeingBucket } from './values.ts';

// What the reports of `/api/accounting` take and answer (DESIGN §5 'Contabilidade'): the
// summary cards, cash flow, the monthly result (DRE), the margin of each aircraft, the ageing of
// receivables and the exports. Money is whole centavos; months are 'YYYY-MM'.

/** The most months a cash flow shows. */
export const MAX_CASH_FLOW_MONTHS = 24;

/** The cards at the top of the page: open and overdue on each side, cash, this month's result. */
export const accountingSummary = z.strictObject({
  receber_aberto_cents: centsValue,
  receber_vencido_cents: centsValue,
  pagar_aberto_cents: centsValue,
  pagar_vencido_cents: centsValue,
  /** Active bank accounts: starting balance + receipts − payments since its date. */
  saldo_contas_cents: centsValue,
  /** The current month in São Paulo, and its result (revenue − expenses, as the DRE). */
  mes: calendarMonth,
  resultado_mes_cents: centsValue,
});
export type AccountingSummary = z.infer<typeof accountingSummary>;

/** One month of cash flow: realised (payments by date) and projected (open installments by due date). */
export const cashFlowMonth = z.strictObject({
  mes: calendarMonth,
  entradas_realizadas_cents: centsValue,
  saidas_realizadas_cents: centsValue,
  entradas_previstas_cents: centsValue,
  saidas_previstas_cents: centsValue,
  /** The accounts' balance at the month's end: realised and projected flows added up. */
  saldo_acumulado_cents: centsValue,
});
export type CashFlowMonth = z.infer<typeof cashFlowMonth>;

export const cashFlow = z.strictObject({
  de: calendarMonth,
  ate: calendarMonth,
  /** The active accounts' balance at the start of `de`. */
  saldo_inicial_cents: centsValue,
  meses: z.array(cashFlowMonth),
});
export type CashFlow = z.infer<typeof cashFlow>;

/** A period of at most 24 months for the cash flow. */
export const cashFlowQuery = monthRangeQuery.refine(
  (range) => monthsBetween(range.de, range.ate) <= MAX_CASH_FLOW_MONTHS,
  { path: ['ate'], message: `Mês final: escolha no máximo ${MAX_CASH_FLOW_MONTHS} meses.` },
);

/** The months from `de` to `ate`, both included ('2026-11' to '2027-01' is 3). */
export function monthsBetween(de: string, ate: string): number {
  const [fromYear, fromMonth] = de.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = ate.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/** A DRE line's signed amounts: the month, the year to date, and both a year before. */
const dreValues = z.strictObject({
  mes: centsValue,
  acumulado: centsValue,
  mes_anterior: centsValue,
  acumulado_anterior: centsValue,
});

/** A line of the DRE: a group with its total, an item of it, or a result (domain/accounting/dre.ts). */
export const dreLine = z.strictObject({
  chave: z.string(),
  nome: z.string(),
  nivel: z.enum(['grupo', 'item', 'resultado']),
  category_id: nullableId,
  valores: dreValues,
});
export type DreLineAnswer = z.infer<typeof dreLine>;

/**
 * The DRE by competência (Lei 6.404/1976 art. 187; ITG 1000; decision 033) of a month, with its
 * year to date and the same month and year to date a year before (an aerial-spraying year is
 * seasonal: last month says little), under the company's tax regime.
 */
export const monthlyResult = z.strictObject({
  mes: calendarMonth,
  comparacao_mes: calendarMonth,
  ...regimeFields,
  linhas: z.array(dreLine),
});
export type MonthlyResult = z.infer<typeof monthlyResult>;

/** The figures of an aircraft's margin over a period (and of the fleet's total). */
const marginFigures = {
  hectares: z.number(),
  horas_voo: z.number(),
  receita_cents: centsValue,
  combustivel_cents: centsValue,
  produtos_cents: centsValue,
  manutencao_cents: centsValue,
  seguro_cents: centsValue,
  /** The pilots' pay by the hours flown (domain/accounting/pilot-pay.ts). */
  pilotos_cents: centsValue,
  /** Straight-line, month by month (domain/accounting/depreciation.ts). */
  depreciacao_cents: centsValue,
  custos_cents: centsValue,
  /** Null when the period has no hectares (or no flight hours). */
  custo_por_hectare_cents: nullableNumber,
  custo_por_hora_cents: nullableNumber,
  margem_cents: centsValue,
  margem_por_hectare_cents: nullableNumber,
  margem_por_hora_cents: nullableNumber,
};
export const aircraftMargin = z.strictObject({
  aircraft_id: z.uuid(),
  prefixo: z.string(),
  modelo: z.string(),
  ...marginFigures,
});
export type AircraftMargin = z.infer<typeof aircraftMargin>;

export const aircraftMargins = z.strictObject({
  de: calendarMonth,
  ate: calendarMonth,
  aeronaves: z.array(aircraftMargin),
  /** Pilots' months of pay with no flight in that month: in the total, on no aircraft. */
  pilotos_sem_voo: z.array(
    z.strictObject({
      employee_id: z.uuid(),
      nome: z.string(),
      mes: calendarMonth,
      custo_cents: centsValue,
    }),
  ),
  total: z.strictObject(marginFigures),
});
export type AircraftMargins = z.infer<typeof aircraftMargins>;

/** Open receivables' remaining amounts by bucket: not yet due, then days overdue. */
const bucketAmounts = z.strictObject(
  Object.fromEntries(AGEING_BUCKETS.map((bucket) => [bucket, centsValue])) as Record<
    AgeingBucket,
    typeof centsValue
  >,
);
export type BucketAmounts = z.infer<typeof bucketAmounts>;

export const ageingRow = z.strictObject({
  client_id: nullableId,
  cliente: z.string(),
  faixas: bucketAmounts,
  total_cents: centsValue,
});
export type AgeingRow = z.infer<typeof ageingRow>;

/** Ageing of open receivables by client, by today in São Paulo. */
export const ageing = z.strictObject({
  hoje: calendarDate,
  clientes: z.array(ageingRow),
  totais: bucketAmounts,
  total_cents: centsValue,
});
export type Ageing = z.infer<typeof ageing>;

/** What `GET /api/accounting/exportar/:relatorio` exports. */
export const EXPORT_REPORTS = [
  'receber',
  'pagar',
  'fluxo-caixa',
  'resultado',
  'aeronaves',
  'inadimplencia',
] as const;
export type ExportReport = (typeof EXPORT_REPORTS)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const exportParams = z.strictObject({
  relatorio: z.enum(EXPORT_REPORTS, 'Relatório inválido.'),
});

/**
 * An export's query: the format and the report's own filters — `mes` for resultado, `de`/`ate`
 * for fluxo-caixa and aeronaves, the lists' filters for receber and pagar (checked by the report).
 */
export const exportQuery = z
  .object({
    formato: z.enum(EXPORT_FORMATS, 'Formato: escolha xlsx ou csv.').default('xlsx'),
  })
  .catchall(z.string());
export type ExportQuery = z.input<typeof exportQuery>;
