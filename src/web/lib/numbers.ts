/** '1.234,5' or '1234.5' → 1234.5; blank → null; anything else → NaN (the schema names it). */
export function parseDecimal(text: string): number | null {
  const value = text.trim();
  if (value === '') return null;
  const normalized = value.includes(',') ? value.replace(/\./g, '').replace(',', '.') : value;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** A number as a person types it back: 120.5 → '120,5'; null → ''. */
export const decimalText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** Reais typed in a form → centavos ('40,00' → 4000); blank → null. */
export function parseMoneyCents(text: string): number | null {
  const reais = parseDecimal(text);
  return reais === null || Number.isNaN(reais) ? reais : Math.round(reais * 100);
}
