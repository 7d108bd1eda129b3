import type { DiscountKind } from './values.ts';

export type PricedLine = { quantidade: number; preco_unitario_cents: number };
export type Discount = { tipo: DiscountKind | null; valor: number | null };

/**
 * Quantity × price in centavos, rounded half up. Quantities have at most two decimals, so the
 * product is computed in hundredths with integers: 123,45 ha × R$ 38,50 is exactly R$ 4.752,83.
 */
export function lineTotalCents(line: PricedLine): number {
  const hundredths = Math.round(line.quantidade * 100);
  return Math.floor((hundredths * line.preco_unitario_cents + 50) / 100);
}

/**
 * Subtotal of the lines, the discount (a value in centavos, or a percentage of the subtotal
 * with up to two decimals, rounded half up) never more than the subtotal, and the total.
 */
export function proposalTotals(lines: PricedLine[], discount: Discount) {
  const subtotal = lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
  let desconto = 0;
  if (discount.tipo === 'valor') desconto = Math.round(discount.valor ?? 0);
  if (discount.tipo === 'percentual') {
    const basisPoints = Math.round((discount.valor ?? 0) * 100);
    desconto = Math.floor((subtotal * basisPoints + 5_000) / 10_000);
  }
  desconto = Math.min(Math.max(desconto, 0), subtotal);
  return { subtotal_cents: subtotal, desconto_cents: desconto, total_cents: subtotal - desconto };
}
