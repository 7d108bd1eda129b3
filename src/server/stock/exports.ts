import type {
  StockBalance,
  StockLot,
  StockMovement,
} from '../../domain/stock/response-contracts.ts';
import { ADJUSTMENT_REASON_LABELS, STOCK_MOVEMENT_KIND_LABELS } from '../../domain/stock/values.ts';
import { workbookOf, type Column } from '../exports/table-file.ts';

/** The columns both sheets have, alike in each. */
const shared = {
  item: { header: 'Item', width: 32 },
  lote: { header: 'Lote', width: 16 },
  unidade: { header: 'Unidade', width: 9 },
  valor: { header: 'Valor', width: 16, format: 'money' },
} satisfies Record<string, Column>;

/**
 * The balances by lot: one row per lot, valued at its cost, and each item's total (without the
 * amounts when not `money`: a pilot's copy).
 */
export function balancesXlsx(
  balances: (StockBalance & { lotes: StockLot[] })[],
  options: { money: boolean },
) {
  const rows = balances.flatMap((item) => [
    ...item.lotes.map((lot) => [
      item.nome,
      lot.lote,
      lot.validade,
      lot.saldo,
      item.unidade,
      lot.custo_unitario_cents,
      lot.valor_cents,
      lot.fornecedor,
      lot.nf_numero,
    ]),
    [
      `${item.nome} — total`,
      null,
      null,
      item.quantidade,
      item.unidade,
      item.custo_medio_cents,
      item.valor_cents,
      null,
      null,
    ],
  ]);
  return workbookOf(
    'Saldos',
    [
      shared.item,
      shared.lote,
      { header: 'Validade', width: 12, format: 'date' },
      { header: 'Saldo', width: 14, format: 'quantity' },
      shared.unidade,
      { header: 'Custo unitário (médio no total)', width: 18, format: 'money' },
      shared.valor,
      { header: 'Fornecedor', width: 28 },
      { header: 'NF', width: 10 },
    ],
    rows,
    options,
  );
}

/** The movements of a period, oldest first: who, when, why, which operation. */
export function movementsXlsx(movements: StockMovement[], options: { money: boolean }) {
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
      m.valor_cents,
      m.operacao,
      m.autor,
      m.observacao,
    ]);
  return workbookOf(
    'Movimentações',
    [
      { header: 'Data', width: 18, format: 'moment' },
      { header: 'Tipo', width: 12 },
      { header: 'Motivo', width: 14 },
      shared.item,
      shared.lote,
      { header: 'Quantidade', width: 14, format: 'quantity' },
      shared.unidade,
      shared.valor,
      { header: 'Operação', width: 12 },
      { header: 'Por', width: 24 },
      { header: 'Justificativa', width: 40 },
    ],
    rows,
    options,
  );
}
