import type { ProductUnit } from '../registers/values.ts';
import { costPerStockUnit, roundQuantity, toStockUnit } from './units.ts';
import type { QuantityUnit } from './values.ts';

/** A lot as valuation reads it: what it holds, at its unit cost in centavos per stock unit. */
export type ValuedLot = { saldo: number; custo_unitario_cents: number };

/** What a quantity at a unit cost is worth, in whole centavos (half up). */
export const valueCents = (quantity: number, unitCents: number) => Math.round(quantity * unitCents);

/** What a line of an NF cost: its value as the NF-e wrote it, else quantity × unit cost. */
export const lineValueCents = (line: {
  quantidade: number;
  custo_unitario_cents: number;
  valor_cents?: number | null;
}) => line.valor_cents ?? valueCents(line.quantidade, line.custo_unitario_cents);

/**
 * A lot's cost per stock unit (litre or kilo), in centavos: the line's value over its quantity
 * when the NF-e wrote the value, else the unit cost given; null when the units do not fit.
 */
export function lotCostCents(
  line: {
    quantidade: number;
    unidade: QuantityUnit;
    custo_unitario_cents: number;
    valor_cents?: number | null;
  },
  stockUnit: ProductUnit,
) {
  if (line.valor_cents === null || line.valor_cents === undefined)
    return costPerStockUnit(line.custo_unitario_cents, line.unidade, stockUnit);
  const quantity = toStockUnit(line.quantidade, line.unidade, stockUnit);
  return quantity ? Math.round(line.valor_cents / quantity) : null;
}

/** An NF's total as its lines give it (`lineValueCents`), in whole centavos. */
export const entryTotalCents = (lines: readonly Parameters<typeof lineValueCents>[0][]) =>
  lines.reduce((sum, line) => sum + lineValueCents(line), 0);

/** What a weighted average is made of: the quantity in stock and its value, unrounded. */
export type StockSums = { quantity: number; value: number };

/**
 * A balance valued at weighted average cost: the lots in stock, each at what it cost; the
 * average is their value over their quantity, in centavos per stock unit (null with nothing).
 */
export function weightedAverage(lots: readonly ValuedLot[]) {
  let quantity = 0;
  let value = 0;
  for (const lot of lots) {
    if (lot.saldo <= 0) continue;
    quantity += lot.saldo;
    value += lot.saldo * lot.custo_unitario_cents;
  }
  return averageOf({ quantity, value });
}

/**
 * `weightedAverage` from its sums (the lots in stock's quantity and Σ saldo × cost), as the
 * stock balances read them summed by the database (`src/server/stock/balance-items.ts`).
 */
export function averageOf({ quantity, value }: StockSums) {
  return {
    quantidade: roundQuantity(quantity),
    valor_cents: Math.round(value),
    custo_medio_cents: quantity > 0 ? Math.round(value / quantity) : null,
  };
}
