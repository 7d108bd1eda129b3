import { onlyDigits } from './br/documents.ts';

/**
 * A Brazilian phone as people read it: DDD in parentheses, then the number split by a hyphen —
 * '65999990000' → '(65) 99999-0000', '6533330000' → '(65) 3333-0000', with or without +55.
 * Anything else (a foreign number, a number without DDD) is shown as stored; blank is '—'.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '—';
  const foreign = /^\s*\+(?!\s*55)/.test(value);
  const digits = onlyDigits(value).replace(/^55(?=\d{10,11}$)/, '');
  const national = foreign ? null : /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return national ? `(${national[1]}) ${national[2]}-${national[3]}` : value;
}
