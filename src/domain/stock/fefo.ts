import { roundQuantity } from './units.ts';

/** A lot as FEFO reads it: what it holds and when it expires (null: does not expire). */
export type FefoLot = { id: string; validade: string | null; saldo: number };

/** Oldest expiry first, lots without expiry last; ties by id, so every caller locks in one order. */
export function fefoOrder<T extends FefoLot>(lots: readonly T[]): T[] {
  return [...lots].sort((a, b) => {
    if (a.validade !== b.validade) {
      if (a.validade === null) return 1;
      if (b.validade === null) return -1;
      return a.validade < b.validade ? -1 : 1;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/**
 * First-expiring, first-out: takes `quantity` from the lots that expire first, across as many
 * lots as it needs; `missing` is what they could not cover (0 when they could).
 */
export function planFefo(lots: readonly FefoLot[], quantity: number) {
  const takes: { lotId: string; quantity: number }[] = [];
  let remaining = roundQuantity(quantity);
  for (const lot of fefoOrder(lots)) {
    if (remaining <= 0) break;
    if (lot.saldo <= 0) continue;
    const take = Math.min(lot.saldo, remaining);
    takes.push({ lotId: lot.id, quantity: roundQuantity(take) });
    remaining = roundQuantity(remaining - take);
  }
  return { takes, missing: remaining };
}

/** A lot is valid on a day up to its validade, that day included; a lot without one always is. */
export const isValidOn = (lot: { validade: string | null }, day: string) =>
  lot.validade === null || lot.validade >= day;

/**
 * FEFO on the application's day (`validOn`, 'YYYY-MM-DD'): only lots valid that day are taken,
 * as `planFefo` takes them — an expired agrotóxico is never applied (Lei 14.785/2023; Decreto
 * 4.074/2002) and leaves stock only by an adjustment. `expired` is the part of `missing` that
 * only expired lots hold. Without a day (null), every lot counts, as before.
 */
export function planFefoOn(lots: readonly FefoLot[], quantity: number, validOn: string | null) {
  if (validOn === null) return { ...planFefo(lots, quantity), expired: 0 };
  const plan = planFefo(
    lots.filter((lot) => isValidOn(lot, validOn)),
    quantity,
  );
  const expiredBalance = lots
    .filter((lot) => !isValidOn(lot, validOn) && lot.saldo > 0)
    .reduce((sum, lot) => sum + lot.saldo, 0);
  return { ...plan, expired: roundQuantity(Math.min(plan.missing, expiredBalance)) };
}
