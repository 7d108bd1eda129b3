import { roundQuantity } from './units.ts';

/** A lot as valuation reads it: what it holds, at its unit cost in centavos per stock unit. */
export type ValuedLot = { saldo: number; custo_unitario_cents: number };

/** What a quantity at a unit cost is worth, in whole centavos (half up). */
export const valueCents = (quantity: number, unitCents: number) => Math.round(quantity * unitCents);

/** An NF's total as its lines give it: each line's quantity × unit cost, in whole centavos. */
export const entryTotalCents = (
  lines: readonly { quantidade: number; custo_unitario_cents: number }[],
) => lines.reduce((sum, line) => sum + valueCents(line.quantidade, line.custo_unitario_cents), 0);

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
  return {
    quantidade: roundQuantity(quantity),
    valor_cents: Math.round(value),
    custo_medio_cents: quantity > 0 ? Math.round(value / quantity) : null,
  };
}
