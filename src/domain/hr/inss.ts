import { PERCENT, RATE_DECIMALS, roundHalfUp, scaled } from './rates.ts';
import type { PayrollTables } from './tables.ts';

/**
 * The employee's INSS on a contribution base, progressive over the 4 brackets, the base capped at
 * the ceiling. Rounding: each bracket's slice × rate is summed exactly and the sum is rounded
 * half up once, to whole centavos (no bracket is rounded on its own).
 */
export function inss(baseCents: number, tables: PayrollTables): number {
  const ceiling = tables.inss.at(-1)?.limite ?? 0;
  const base = Math.min(Math.max(baseCents, 0), ceiling);
  let floor = 0;
  let sum = 0n;
  for (const { limite, aliquota } of tables.inss) {
    if (base <= floor) break;
    sum += scaled(Math.min(base, limite) - floor, 0) * scaled(aliquota, RATE_DECIMALS);
    floor = limite;
  }
  return roundHalfUp(sum, PERCENT);
}
