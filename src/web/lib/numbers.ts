import { formatDecimal } from '../../domain/format.ts';

// Stored numbers shown back as people type them; reading what they type is the domain's
// (domain/decimal.ts, and the contracts' field builders).

/** A number as a person types it back: 120.5 → '120,5'; null → ''. */
export const decimalText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** Centavos as reais typed back: 4250 → '42,5'; null → ''. */
export const reaisText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : decimalText(cents / 100);

/** Centavos as reais with their centavos, as a money field shows them: 162100 → '1.621,00'. */
export const moneyText = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : formatDecimal(cents / 100);
