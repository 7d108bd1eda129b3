import { formatDecimal } from '../../../domain/format.ts';

/** Centavos as reais typed in a field: 123456 → '1.234,56' (the contracts read it back). */
export const moneyText = (cents: number) => formatDecimal(cents / 100);
