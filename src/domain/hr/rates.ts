/**
 * Exact money arithmetic for the payroll. Money is in integer centavos, rates in percent with up
 * to 6 decimals and quantities (hours, hectares) with up to 2; a product is kept as an exact
 * fraction of bigints and rounded once, half up, to whole centavos.
 */

/** Decimals a rate in percent may carry (0,133145 as a factor is 13,3145 %). */
export const RATE_DECIMALS = 6;

/** The denominator of a percent scaled by `scaled(percent, RATE_DECIMALS)`: 100 × 10⁶. */
export const PERCENT = 100n * 10n ** BigInt(RATE_DECIMALS);

/** `value` × 10^decimals as an exact bigint; a value with more decimals than that is refused. */
export function scaled(value: number, decimals: number): bigint {
  const product = value * 10 ** decimals;
  const whole = Math.round(product);
  if (!Number.isSafeInteger(whole) || Math.abs(product - whole) > 1e-6)
    throw new RangeError(`${value} com mais de ${decimals} casas decimais`);
  return BigInt(whole);
}

/** numerator / denominator rounded to an integer, half away from zero (0,5 → 1; −0,5 → −1). */
export function roundHalfUp(numerator: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('denominador');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

/** centavos × percent / 100 in whole centavos, half up: 162100 × 7,5 % = 12157,5 → 12158. */
export function applyRate(cents: number, percent: number): number {
  return roundHalfUp(scaled(cents, 0) * scaled(percent, RATE_DECIMALS), PERCENT);
}
