/**
 * Whole centavos spread over parts in proportion to their weights, by the largest remainder
 * (Hamilton's method): each part takes the whole centavos of its exact share, then the centavos
 * left go one each to the parts whose shares lost the most in that rounding, the first part
 * first on a tie. The parts always sum to `amount`, to the centavo; a negative amount (a
 * discount) is spread the same way with its sign. Weights are centavos (a line's vProd, a lot's
 * quantity in thousandths); when they are all zero, the parts weigh the same.
 *
 * Exact on any amount the app keeps: the products are taken in BigInt, never as floats.
 */
export function spreadCents(amount: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sign = amount < 0 ? -1n : 1n;
  const whole = BigInt(Math.abs(Math.round(amount)));
  let parts = weights.map((weight) => BigInt(Math.max(0, Math.round(weight))));
  let sum = parts.reduce((a, b) => a + b, 0n);
  if (sum === 0n) {
    parts = weights.map(() => 1n);
    sum = BigInt(weights.length);
  }
  const shares = parts.map((weight) => (whole * weight) / sum);
  const remainders = parts.map((weight) => (whole * weight) % sum);
  let left = whole - shares.reduce((a, b) => a + b, 0n);
  const byRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index]! += 1n;
    left -= 1n;
  }
  return shares.map((share) => Number(sign * share));
}
