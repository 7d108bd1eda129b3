/**
 * Numbers as people type them in Brazil, read without zod (the web may import this file on a
 * page's first download; the contracts' field builders use it too).
 *
 * A comma is the decimal mark and dots group thousands: '1.234,5' → 1234.5, '120,5' → 120.5.
 * Without a comma, dots that group thousands the Brazilian way are read so ('1.500' → 1500,
 * '12.345.678' → 12345678); any other single dot is a decimal point ('1234.5', '0.125').
 */
const GROUPED = /^-?[1-9]\d{0,2}(\.\d{3})+$/;
const PLAIN = /^-?\d+(\.\d+)?$/;

/**
 * A number field's value as typed: a number passes through, blank or absent is null, anything but
 * text is NaN, and text is `read` (trimmed).
 */
export function readTyped(value: unknown, read: (text: string) => number): number | null {
  if (typeof value === 'number') return value;
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  return text === '' ? null : read(text);
}

/** A typed number → the number; a number passes through; blank → null; anything else → NaN. */
export const parseDecimal = (value: unknown): number | null =>
  readTyped(value, (text) => {
    const normalized = text.includes(',')
      ? text.replace(/\.(?=\d{3}(\.|,))/g, '').replace(',', '.')
      : GROUPED.test(text)
        ? text.replace(/\./g, '')
        : text;
    return PLAIN.test(normalized) ? Number(normalized) : Number.NaN;
  });

/**
 * Reais as typed ('40,00', 'R$ 1.500,50') → centavos (4000, 150050); blank → null; anything
 * else → NaN. A number is taken as centavos already: the API's own unit for money.
 */
export function parseCents(value: unknown): number | null {
  if (typeof value !== 'string') return parseDecimal(value);
  const reais = parseDecimal(value.replace(/^\s*R\$\s*/, ''));
  return reais === null || Number.isNaN(reais) ? reais : Math.round(reais * 100);
}
