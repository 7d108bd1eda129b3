import { DRE_PERIODS, dreLineName, drePeriodHeadings } from '../../domain/accounting/dre.ts';
import type { InstallmentRow } from '../../domain/accounting/response-contracts.ts';
import type {
  Ageing,
  AircraftMargins,
  CashFlow,
  MonthlyResult,
} from '../../domain/accounting/report-contracts.ts';
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  INSTALLMENT_STATUS_LABELS,
  type TitleSide,
} from '../../domain/accounting/values.ts';
import type { Cell, Column } from '../exports/table-file.ts';
import { monthLongLabel as monthName } from '../../domain/dashboard/periods.ts';
import { formatMonth } from '../../domain/format.ts';

/** A report as a table to export: the sheet's name, its columns and rows. */
export type ExportTable = { sheet: string; columns: Column[]; rows: Cell[][] };

const money = (header: string, width = 16): Column => ({ header, width, format: 'money' });

/** The receivables or payables list: a row per installment, by due date. */
export function installmentsTable(lado: TitleSide, rows: InstallmentRow[]): ExportTable {
  return {
    sheet: lado === 'receber' ? 'Contas a receber' : 'Contas a pagar',
    columns: [
      { header: 'Vencimento', width: 12, format: 'date' },
      { header: 'Descrição', width: 36 },
      { header: 'Documento', width: 14 },
      { header: lado === 'receber' ? 'Cliente' : 'Fornecedor', width: 28 },
      { header: 'Categoria', width: 24 },
      { header: 'Aeronave', width: 10 },
      { header: 'Parcela', width: 8 },
      money('Valor'),
      money('Pago'),
      money('Saldo'),
      { header: 'Situação', width: 11 },
    ],
    rows: rows.map((r) => [
      r.vencimento,
      r.descricao,
      r.documento,
      r.contraparte,
      r.categoria,
      r.aeronave,
      `${r.numero}/${r.parcelas}`,
      r.valor_cents,
      r.pago_cents,
      r.saldo_cents,
      INSTALLMENT_STATUS_LABELS[r.status],
    ]),
  };
}

/** Cash flow: a row per month. */
export function cashFlowTable(flow: CashFlow): ExportTable {
  return {
    sheet: 'Fluxo de caixa',
    columns: [
      { header: 'Mês', width: 20 },
      money('Entradas realizadas'),
      money('Saídas realizadas'),
      money('Entradas previstas'),
      money('Saídas previstas'),
      money('Saldo acumulado'),
    ],
    rows: flow.meses.map((m) => [
      monthName(m.mes),
      m.entradas_realizadas_cents,
      m.saidas_realizadas_cents,
      m.entradas_previstas_cents,
      m.saidas_previstas_cents,
      m.saldo_acumulado_cents,
    ]),
  };
}

/** The DRE: each line (groups, items indented, results) for its four periods. */
export function resultTable(result: MonthlyResult): ExportTable {
  const headings = drePeriodHeadings(result.mes);
  return {
    sheet: 'DRE',
    columns: [
      { header: 'Linha', width: 44 },
      ...DRE_PERIODS.map((period) => money(headings[period], 18)),
    ],
    rows: result.linhas.map((line) => [
      dreLineName(line),
      ...DRE_PERIODS.map((period) => line.valores[period]),
    ]),
  };
}

/** The figures of a margin's row, in the columns' order. */
const MARGIN_FIGURES = [
  'hectares',
  'horas_voo',
  'receita_cents',
  'combustivel_cents',
  'produtos_cents',
  'manutencao_cents',
  'seguro_cents',
  'pilotos_cents',
  'depreciacao_cents',
  'custos_cents',
  'custo_por_hectare_cents',
  'custo_por_hora_cents',
  'margem_cents',
  'margem_por_hectare_cents',
  'margem_por_hora_cents',
] as const satisfies (keyof AircraftMargins['total'])[];

/** Margins per aircraft, the pilots' pay no flight took, then the fleet's. */
export function marginsTable(margins: AircraftMargins): ExportTable {
  const figures = (m: AircraftMargins['total']): Cell[] => MARGIN_FIGURES.map((key) => m[key]);
  const grounded = (month: AircraftMargins['pilotos_sem_voo'][number]): Cell[] => [
    'Pilotos sem voo no mês',
    `${month.nome} (${formatMonth(month.mes)})`,
    ...Array<Cell>(7).fill(null),
    month.custo_cents,
    null,
    month.custo_cents,
    null,
    null,
    -month.custo_cents,
    null,
    null,
  ];
  return {
    sheet: 'Margem por aeronave',
    columns: [
      { header: 'Aeronave', width: 12 },
      { header: 'Modelo', width: 16 },
      { header: 'Hectares', width: 12, format: 'decimal' },
      { header: 'Horas de voo', width: 12, format: 'decimal' },
      money('Receita'),
      money('Combustível'),
      money('Produtos'),
      money('Manutenção e peças'),
      money('Seguro'),
      money('Pilotos'),
      money('Depreciação'),
      money('Custos diretos'),
      money('Custo por hectare'),
      money('Custo por hora de voo'),
      money('Margem'),
      money('Margem por hectare'),
      money('Margem por hora de voo'),
    ],
    rows: [
      ...margins.aeronaves.map((a) => [a.prefixo, a.modelo, ...figures(a)]),
      ...margins.pilotos_sem_voo.map(grounded),
      ['Total', null, ...figures(margins.total)],
    ],
  };
}

/** Ageing: a row per client, then the totals. */
export function ageingTable(ageing: Ageing): ExportTable {
  return {
    sheet: 'Inadimplência',
    columns: [
      { header: 'Cliente', width: 32 },
      ...AGEING_BUCKETS.map((bucket) => money(AGEING_BUCKET_LABELS[bucket])),
      money('Total'),
    ],
    rows: [
      ...ageing.clientes.map((c) => [
        c.cliente,
        ...AGEING_BUCKETS.map((bucket) => c.faixas[bucket]),
        c.total_cents,
      ]),
      ['Total', ...AGEING_BUCKETS.map((bucket) => ageing.totais[bucket]), ageing.total_cents],
    ],
  };
}
