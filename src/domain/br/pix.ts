import { labelled } from '../labelled.ts';
import { isValidCnpj, isValidCpf, onlyDigits } from './documents.ts';

/** A kind of PIX key (Banco Central): CPF, CNPJ, e-mail, phone or a random key. */
export const { values: PIX_TYPES, labels: PIX_KEY_KIND_LABELS } = labelled({
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone',
  aleatoria: 'Chave aleatória',
});
export type PixKeyKind = (typeof PIX_TYPES)[number];

/**
 * Whether a PIX key is well formed for its kind: a CPF or CNPJ with valid check digits, an
 * e-mail, a Brazilian phone (DDD and number, with or without +55) or a random key (a UUID).
 */
export function isValidPixKey(kind: PixKeyKind, key: string): boolean {
  const value = key.trim();
  switch (kind) {
    case 'cpf':
      return isValidCpf(onlyDigits(value));
    case 'cnpj':
      return isValidCnpj(value);
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 77;
    case 'telefone': {
      const digits = onlyDigits(value).replace(/^55(?=\d{10,11}$)/, '');
      return /^[1-9]{2}9?\d{8}$/.test(digits);
    }
    case 'aleatoria':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
  }
}
