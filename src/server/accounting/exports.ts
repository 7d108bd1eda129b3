import type { InstallmentRow } from '../../domain/accounting/response-contracts.ts';
import type {
  Ageing,
  AircraftMargins,
  CashFlow,
  MonthlyResult,
  ResultLine,
} from '../../domain/accounting/report-contracts.ts';
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  INSTALLMENT_STATUS_LABELS,
  type TitleSide,
} from '../../domain/accounting/values.ts';
import type { Cell, Column } from '../exports/table-file.ts';
import { monthLongLabel as monthName } from '../../domain/dashboard/periods.ts';

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

/** The DRE: revenue lines, their total, expense lines, their total, the result. */
export function resultTable(result: MonthlyResult): ExportTable {
  const { totais, comparacao } = result;
  const lines = (kind: string, list: ResultLine[]): Cell[][] =>
    list.map((line) => [kind, line.categoria, line.valor_cents, line.comparacao_cents]);
  return {
    sheet: 'Resultado',
    columns: [
      { header: 'Tipo', width: 10 },
      { header: 'Categoria', width: 32 },
      money(monthName(result.mes), 20),
      money(monthName(result.comparacao_mes), 20),
    ],
    rows: [
      ...lines('Receita', result.receitas),
      [null, 'Total de receitas', totais.receitas_cents, comparacao.receitas_cents],
      ...lines('Despesa', result.despesas),
      [null, 'Total de despesas', totais.despesas_cents, comparacao.despesas_cents],
      [null, 'Resultado do mês', totais.resultado_cents, comparacao.resultado_cents],
    ],
  };
}

/** Margins per aircraft, then the fleet's. */
export function marginsTable(margins: AircraftMargins): ExportTable {
  const figures = (m: AircraftMargins['total']): Cell[] => [
    m.hectares,
    m.horas_voo,
    m.receita_cents,
    m.combustivel_cents,
    m.produtos_cents,
    m.manutencao_cents,
    m.seguro_cents,
    m.custos_cents,
    m.margem_cents,
    m.margem_por_hectare_cents,
    m.margem_por_hora_cents,
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
      money('Custos diretos'),
      money('Margem'),
      money('Margem por hectare'),
      money('Margem por hora de voo'),
    ],
    rows: [
      ...margins.aeronaves.map((a) => [a.prefixo, a.modelo, ...figures(a)]),
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
