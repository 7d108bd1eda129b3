// Quantities as the stock screens write them: up to three decimals, the Brazilian way.

// Made on its first use, as src/domain/dates.ts says why.
let format: Intl.NumberFormat | undefined;

/** 1500.5 → '1.500,5'. */
export const quantityText = (value: number) =>
  (format ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 })).format(value);

/** 1500.5, 'L' → '1.500,5 L'. */
export const quantityWithUnit = (value: number, unit: string) => `${quantityText(value)} ${unit}`;
