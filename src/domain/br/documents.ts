/** Brazilian taxpayer numbers: CPF (people) and CNPJ (companies), checked by their digits. */

export const onlyDigits = (value: string) => value.replace(/\D/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((total, digit, i) => total + digit * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const d = [...onlyDigits(value)].map(Number);
  if (d.length !== 11 || d.every((x) => x === d[0])) return false;
  const first = checkDigit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[9] === first && d[10] === second;
}

export function isValidCnpj(value: string): boolean {
  const d = [...onlyDigits(value)].map(Number);
  if (d.length !== 14 || d.every((x) => x === d[0])) return false;
  const first = checkDigit(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d[12] === first && d[13] === second;
}

/** 11222333000181 → 11.222.333/0001-81 */
export function formatCnpj(digits: string): string {
  return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
}

/** 52998224725 → 529.982.247-25 */
export function formatCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}

/** A CPF or a CNPJ by its length; null → '—'. */
export function formatDocument(value: string | null | undefined): string {
  if (!value) return '—';
  const digits = onlyDigits(value);
  return digits.length === 14
    ? formatCnpj(digits)
    : digits.length === 11
      ? formatCpf(digits)
      : value;
}
