/**
 * Brazilian taxpayer numbers: CPF (people, 11 digits) and CNPJ (companies, 14 characters), each
 * checked by its check digits. Since IN RFB nº 2.229/2024 a CNPJ may be alphanumeric: 12
 * characters of A–Z and 0–9 (the root and the branch) and two numeric check digits, computed as
 * before over each character's ASCII code minus 48 (so '0'–'9' are worth 0–9 and 'A'–'Z' 17–42).
 * A CNPJ is stored as its 14 characters in uppercase, without punctuation.
 */

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

/** A CPF or CNPJ as stored: letters in uppercase, digits, nothing else ('12.abc.345/01de-35' → '12ABC34501DE35'). */
export const documentCharacters = (value: string) => value.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** Mod 11 with weights: a remainder below 2 gives 0, else 11 minus it. */
function checkDigit(values: number[], weights: number[]): number {
  const sum = values.reduce((total, value, i) => total + value * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF, with or without punctuation; a letter anywhere makes it invalid. */
export function isValidCpf(value: string): boolean {
  if (/[A-Za-z]/.test(value)) return false;
  const d = [...onlyDigits(value)].map(Number);
  if (d.length !== 11 || d.every((x) => x === d[0])) return false;
  const first = checkDigit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === first && d[10] === second;
}

const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** A CNPJ, numeric or alphanumeric, with or without punctuation, in either case. */
export function isValidCnpj(value: string): boolean {
  const cnpj = documentCharacters(value);
  if (!CNPJ_SHAPE.test(cnpj) || /^(.)\1*$/.test(cnpj)) return false;
  const values = [...cnpj].map((character) => character.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), CNPJ_WEIGHTS.slice(1));
  const second = checkDigit(values.slice(0, 13), CNPJ_WEIGHTS);
  return values[12] === first && values[13] === second;
}

/** '11222333000181' → '11.222.333/0001-81'; '12ABC34501DE35' → '12.ABC.345/01DE-35'. */
export function formatCnpj(value: string): string {
  return documentCharacters(value).replace(
    /^(\w{2})(\w{3})(\w{3})(\w{4})(\d{2})$/,
    '$1.$2.$3/$4-$5',
  );
}

/** 52998224725 → 529.982.247-25 */
export function formatCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A CPF or a CNPJ by its length; null → '—'. */
export function formatDocument(value: string | null | undefined): string {
  if (!value) return '—';
  const characters = documentCharacters(value);
  if (characters.length === 14) return formatCnpj(characters);
  return /^\d{11}$/.test(characters) ? formatCpf(characters) : value;
}

/** Punctuation put in as a CNPJ is typed: '12abc3' → '12.ABC.3' (at most 14 characters). */
export function maskCnpj(typed: string): string {
  const c = documentCharacters(typed).slice(0, 14);
  return [c.slice(0, 2), c.slice(2, 5), c.slice(5, 8)]
    .filter(Boolean)
    .join('.')
    .concat(c.length > 8 ? `/${c.slice(8, 12)}` : '')
    .concat(c.length > 12 ? `-${c.slice(12)}` : '');
}

/**
 * Punctuation put in as a CPF or a CNPJ is typed: a CPF's while it has digits only and at most
 * 11 of them, a CNPJ's once it has a letter or a 12th character.
 */
export function maskDocument(typed: string): string {
  const c = documentCharacters(typed);
  if (c.length > 11 || /[A-Z]/.test(c)) return maskCnpj(c);
  return [c.slice(0, 3), c.slice(3, 6), c.slice(6, 9)]
    .filter(Boolean)
    .join('.')
    .concat(c.length > 9 ? `-${c.slice(9)}` : '');
}
