import { z } from 'zod';
import { isValidCnpj, isValidCpf, onlyDigits } from '../br/documents.ts';
import { isCalendarDate } from '../dates.ts';
import { UFS } from './values.ts';

// Field builders shared by the register contracts: every message names its field in pt-BR.

/** Required text, trimmed. */
export const requiredText = (label: string, max = 160) =>
  z
    .string(`${label} é obrigatório.`)
    .trim()
    .min(1, `${label} é obrigatório.`)
    .max(max, `${label}: use no máximo ${max} caracteres.`);

/** Optional text: blank becomes null. */
export const optionalText = (label: string, max = 160) =>
  z
    .string()
    .trim()
    .max(max, `${label}: use no máximo ${max} caracteres.`)
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value || null)
  .pipe(z.email('E-mail inválido.').max(254).nullable())
  .nullish()
  .transform((value) => value ?? null);

export const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || /^[\d\s()+-]{8,20}$/.test(value), 'Telefone inválido.')
  .refine((value) => value === '' || onlyDigits(value).length >= 8, 'Telefone inválido.')
  .transform((value) => value || null)
  .nullish()
  .transform((value) => value ?? null);

/** An optional choice of a list: blank or absent becomes null; anything else must be listed. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.enum(values, message).nullable(),
  );

export const optionalUf = optionalChoice(UFS, 'UF inválida.');

export const requiredUf = z.enum(UFS, 'Selecione a UF.');

/** CPF (11 digits) or CNPJ (14 digits), checked by its digits, stored as digits. */
export const optionalDocument = (label: string, accepts: 'cpf' | 'cnpj' | 'both') =>
  z
    .string()
    .transform(onlyDigits)
    .refine((digits) => {
      if (digits === '') return true;
      if (digits.length === 11 && accepts !== 'cnpj') return isValidCpf(digits);
      if (digits.length === 14 && accepts !== 'cpf') return isValidCnpj(digits);
      return false;
    }, `${label} inválido: confira os dígitos.`)
    .transform((digits) => digits || null)
    .nullish()
    .transform((value) => value ?? null);

/** A calendar date as `yyyy-MM-dd` (validity of certificates, receituários). */
export const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isCalendarDate(value),
      `${label}: informe uma data válida (dd/mm/aaaa).`,
    )
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

/** A number that must be above zero (areas, capacities), with at most `decimals` places. */
export const positiveNumber = (label: string, max: number, decimals = 2) =>
  z
    .number(`${label} deve ser um número.`)
    .positive(`${label} deve ser maior que zero.`)
    .max(max, `${label} deve ser no máximo ${max.toLocaleString('pt-BR')}.`)
    .transform((value) => round(value, decimals));

export const optionalPositiveNumber = (label: string, max: number, decimals = 2) =>
  positiveNumber(label, max, decimals)
    .nullish()
    .transform((value) => value ?? null);

export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};
