// The value axis' labels of the dashboard's charts: short, and whole at any size.

// Made on its first use, as src/domain/dates.ts says why.
let compact: Intl.NumberFormat | undefined;
const short = (value: number) =>
  (compact ??= new Intl.NumberFormat('pt-BR', {
    notation: 'compact',
    maximumFractionDigits: 1,
  })).format(value);

/** A count or area on an axis: 3800 → '3,8 mil', 160000 → '160 mil'. */
export const countTick = short;

/** Reais on an axis: 160000 → 'R$ 160 mil', 1500000 → 'R$ 1,5 mi'. */
export const reaisTick = (value: number) => `R$ ${short(value)}`;
