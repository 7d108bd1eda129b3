import ExcelJS from 'exceljs';
import { APP_NAME } from '../../domain/constants.ts';
import type { StockBalances, StockMovement } from '../../domain/stock/response-contracts.ts';
import { ADJUSTMENT_REASON_LABELS, STOCK_MOVEMENT_KIND_LABELS } from '../../domain/stock/values.ts';

type Column = { header: string; width: number; money?: boolean; quantity?: boolean };

/** One sheet with a bold, frozen header row; money in R$ and quantities with 3 decimals. */
async function workbookOf(name: string, columns: Column[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = APP_NAME;
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width,
    style: column.money
      ? { numFmt: '"R$" #,##0.00' }
      : column.quantity
        ? { numFmt: '#,##0.000' }
        : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const reais = (cents: number | null) => (cents === null ? null : cents / 100);

/** The columns both sheets have, alike in each. */
const shared = {
  item: { header: 'Item', width: 32 },
  lote: { header: 'Lote', width: 16 },
  unidade: { header: 'Unidade', width: 9 },
  valor: { header: 'Valor', width: 16, money: true },
} satisfies Record<string, Column>;

/** The balances by lot: one row per lot, valued at its cost, and each item's total. */
export function balancesXlsx(balances: StockBalances) {
  const rows = balances.itens.flatMap((item) => [
    ...item.lotes.map((lot) => [
      item.nome,
      lot.lote,
      lot.validade ? new Date(`${lot.validade}T12:00:00Z`) : null,
      lot.saldo,
      item.unidade,
      reais(lot.custo_unitario_cents),
      reais(lot.valor_cents),
      lot.fornecedor,
      lot.nf_numero,
    ]),
    [
      `${item.nome} — total`,
      null,
      null,
      item.quantidade,
      item.unidade,
      reais(item.custo_medio_cents),
      reais(item.valor_cents),
      null,
      null,
    ],
  ]);
  return workbookOf(
    'Saldos',
    [
      shared.item,
      shared.lote,
      { header: 'Validade', width: 12 },
      { header: 'Saldo', width: 14, quantity: true },
      shared.unidade,
      { header: 'Custo unitário (médio no total)', width: 18, money: true },
      shared.valor,
      { header: 'Fornecedor', width: 28 },
      { header: 'NF', width: 10 },
    ],
    rows,
  );
}

/** The movements of a period, oldest first: who, when, why, which operation. */
export function movementsXlsx(movements: StockMovement[]) {
  const rows = [...movements]
    .reverse()
    .map((m) => [
      new Date(m.created_at),
      STOCK_MOVEMENT_KIND_LABELS[m.tipo],
      m.motivo ? ADJUSTMENT_REASON_LABELS[m.motivo] : null,
      m.nome,
      m.lote,
      m.quantidade,
      m.unidade,
      reais(m.valor_cents),
      m.operacao,
      m.autor,
      m.observacao,
    ]);
  return workbookOf(
    'Movimentações',
    [
      { header: 'Data', width: 18 },
      { header: 'Tipo', width: 12 },
      { header: 'Motivo', width: 14 },
      shared.item,
      shared.lote,
      { header: 'Quantidade', width: 14, quantity: true },
      shared.unidade,
      shared.valor,
      { header: 'Operação', width: 12 },
      { header: 'Por', width: 24 },
      { header: 'Justificativa', width: 40 },
    ],
    rows,
  );
}
