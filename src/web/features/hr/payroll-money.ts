import { formatDecimal } from '../../../domain/format.ts';

/** Centavos as people write reais in a field: 162100 → '1.621,00'; null → '' (the contracts read it back). */
export const moneyText = (cents: number | null) =>
  cents === null ? '' : formatDecimal(cents / 100);
