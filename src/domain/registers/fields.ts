import { z } from 'zod';
import { inflect, notNegativeMessage, requiredMessage, type Label } from '../agreement.ts';
import { documentCharacters, isValidCnpj, isValidCpf, onlyDigits } from '../br/documents.ts';
import { FIRST_DATE, isoDate, isRealDate, isWithinDates, LAST_DATE } from '../dates.ts';
import { parseCents, parseDecimal } from '../decimal.ts';
import {
  COORDINATE_EXAMPLES,
  COORDINATE_LIMITS,
  parseCoordinate,
  type Axis,
} from '../geo/coordinates.ts';
import { MONTH_PATTERN } from '../wire.ts';
import { UFS } from './values.ts';

// Field builders shared by the register contracts: every message names its field in pt-BR, and
// a field whose messages agree with it ('obrigatória', 'negativos') takes its Label, declared
// with its gender and number where it is written (agreement.ts).

/** Required text, trimmed. */
export const requiredText = (label: Label, max = 160) =>
  z
    .string(requiredMessage(label))
    .trim()
    .min(1, requiredMessage(label))
    .max(max, `${label.text}: use no máximo ${max} caracteres.`);

/** A value the request may leave out: absent (or null) becomes null. */
export const absentAsNull = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

/** A text where blank means none: '', null and absent all become null. */
export const blankAsNull = <T extends z.ZodType<string>>(text: T) =>
  absentAsNull(text.transform((value) => value || null));

/** A form's blank choice ('' or absent) as null; anything else must pass `schema`. */
export const nullWhenBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

/** From a refinement over several fields: reports `message` under the field it is about. */
export const fieldIssue = (
  ctx: z.RefinementCtx,
  field: string | (string | number)[],
  message: string,
) => ctx.addIssue({ code: 'custom', path: typeof field === 'string' ? [field] : field, message });

/** Optional text: blank becomes null. */
export const optionalText = (label: string, max = 160) =>
  blankAsNull(z.string().trim().max(max, `${label}: use no máximo ${max} caracteres.`));

export const optionalEmail = absentAsNull(
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((value) => value || null)
    .pipe(z.email('E-mail inválido.').max(254).nullable()),
);

export const optionalPhone = blankAsNull(
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^[\d\s()+-]{8,20}$/.test(value), 'Telefone inválido.')
    .refine((value) => value === '' || onlyDigits(value).length >= 8, 'Telefone inválido.'),
);

/** An optional choice of a list: blank or absent becomes null; anything else must be listed. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
) => nullWhenBlank(z.enum(values, message));

export const optionalUf = optionalChoice(UFS, 'UF inválida.');

export const requiredUf = z.enum(UFS, 'Selecione a UF.');

/**
 * CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric), checked by its check digits,
 * stored without punctuation (a CNPJ's letters in uppercase).
 */
export const optionalDocument = (label: Label, accepts: 'cpf' | 'cnpj' | 'both') =>
  blankAsNull(
    z
      .string()
      .transform(documentCharacters)
      .refine(
        (text) => {
          if (text === '') return true;
          if (text.length === 11 && accepts !== 'cnpj') return isValidCpf(text);
          if (text.length === 14 && accepts !== 'cpf') return isValidCnpj(text);
          return false;
        },
        `${label.text} ${inflect(label, 'inválido')}: confira os dígitos.`,
      ),
  );

/** A date as 'dd/mm/aaaa', for a message. */
const typedDate = (value: string) => value.split('-').reverse().join('/');

/**
 * A calendar date's checks: it exists ('aaaa-mm-dd' once read), and lies from FIRST_DATE to
 * LAST_DATE, each with its message naming the field.
 */
const dateChecks = (text: z.ZodString, label: string) =>
  text
    .refine(isRealDate, { message: `${label}: informe uma data válida (dd/mm/aaaa).`, abort: true })
    .refine(
      isWithinDates,
      `${label}: informe uma data entre ${typedDate(FIRST_DATE)} e ${typedDate(LAST_DATE)}.`,
    );

/** A calendar date, 'aaaa-mm-dd' or 'dd/mm/aaaa', answered as 'aaaa-mm-dd'. */
export const requiredDate = (label: Label) =>
  z.preprocess(isoDate, dateChecks(z.string(requiredMessage(label)), label.text));

/** An optional calendar date (validity of certificates, receituários): blank becomes null. */
export const optionalDate = (label: string) =>
  z.preprocess((value) => isoDate(value) ?? null, dateChecks(z.string(), label).nullable());

/** An optional id of a register row: blank or absent becomes null; anything else must be a uuid. */
export const optionalId = (message: string) => nullWhenBlank(z.uuid(message));

/** A list's page in a query ('?pagina=2'): the first when absent. */
export const pagina = z.coerce
  .number('Página inválida.')
  .int('Página inválida.')
  .min(1, 'Página inválida.')
  .max(100_000, 'Página inválida.')
  .default(1);

/** The query of a list that takes nothing but its page. */
export const pageOnlyQuery = z.object({ pagina });

/** A list's search in a query: trimmed, at most `max` characters, absent when not given. */
export const busca = (max = 120) =>
  z.string().trim().max(max, `Busca: use no máximo ${max} caracteres.`).optional();

/**
 * A month, 'aaaa-mm', from 1900 to LAST_DATE's, as calendar dates are: a report compares it with
 * months before and after it, whose keys must still have four digits.
 */
export const monthText = (label: Label) =>
  z
    .string(requiredMessage(label))
    .regex(MONTH_PATTERN, `${label.text}: informe o mês como aaaa-mm.`)
    .refine((value) => value >= '1900', `${label.text}: informe um mês a partir de 1900.`)
    .refine(
      (value) => value <= LAST_DATE.slice(0, 7),
      `${label.text}: informe um mês até ${typedDate(LAST_DATE.slice(0, 7))}.`,
    );

export type DecimalOptions = {
  max: number;
  /** The least value accepted; without it, the number must be above zero. */
  min?: number;
  /**
   * Named in the message of a range ('entre 0 e 100 %'; '' for none); without it, each limit has
   * its own message.
   */
  unit?: string;
  /** Places kept (rounded); 2 unless told. */
  decimals?: number;
  /** Refuses fractions ('2020,5' for a year). */
  integer?: boolean;
  /** Blank or absent becomes null. */
  optional?: boolean;
};

const ptBR = (value: number) => value.toLocaleString('pt-BR');

type Optional<O, T> = O extends { optional: true } ? T | null : T;

/**
 * A number field read from what was typed before `rules` check it: blank or absent is null when
 * the field is optional, missing (undefined) when not; what cannot be read is NaN, which the
 * rules name.
 */
const typedNumber = <O extends { optional?: boolean }>(
  read: (value: unknown) => number | null,
  rules: z.ZodType<number, number>,
  options: O | undefined,
) => {
  const optional = options?.optional === true;
  return z.preprocess(
    (value) => read(value) ?? (optional ? null : undefined),
    optional ? rules.nullable() : rules,
  ) as z.ZodType<Optional<O, number>, unknown>;
};

/** A number's type check: a blank required field is required, anything else asks for a number. */
const number = (label: Label) =>
  z.number({
    error: (issue) =>
      issue.input === undefined ? requiredMessage(label) : `${label.text} deve ser um número.`,
  });

function numberRules(field: Label, options: DecimalOptions) {
  const label = field.text;
  const { min, max, unit } = options;
  const range = `${label} deve estar entre ${ptBR(min ?? 0)} e ${ptBR(max)}${unit ? ` ${unit}` : ''}.`;
  const ranged = unit !== undefined;
  let schema = number(field);
  if (options.integer) schema = schema.int(`${label} deve ser um número inteiro.`);
  if (min === undefined) schema = schema.positive(`${label} deve ser maior que zero.`);
  else
    schema = schema.min(
      min,
      ranged
        ? range
        : min === 0
          ? notNegativeMessage(field)
          : `${label} deve ser a partir de ${ptBR(min)}.`,
    );
  return schema.max(max, ranged ? range : `${label} deve ser no máximo ${ptBR(max)}.`);
}

/**
 * A number typed the Brazilian way ('1.234,5') or sent as a number, within its limits, rounded
 * to `decimals` places. Every message names the field.
 */
export const decimal = <const O extends DecimalOptions>(label: Label, options: O) => {
  const decimals = options.integer ? 0 : (options.decimals ?? 2);
  const least = 10 ** -decimals;
  // A value above zero that rounds to zero at the column's scale (0,001 ha) is refused, never
  // stored as zero: the message names the least value the field keeps.
  const rules = numberRules(label, options)
    .transform((value) => round(value, decimals))
    .refine(
      (value) => options.min !== undefined || value > 0,
      `${label.text} deve ser de ao menos ${least.toLocaleString('pt-BR', { maximumFractionDigits: decimals })}.`,
    );
  return typedNumber(parseDecimal, rules, options);
};

/** A number above zero (a quantity, a capacity): decimal's shorthand. */
export const positiveNumber = (label: Label, max: number, decimals = 2) =>
  decimal(label, { max, decimals });

export const optionalPositiveNumber = (label: Label, max: number, decimals = 2) =>
  decimal(label, { max, decimals, optional: true });

/**
 * Money in centavos: a number is centavos already (what the API stores and answers), a text is
 * reais as typed ('40,00' → 4000, 'R$ 1.500,50' → 150050). At most R$ 1.000.000,00 unless
 * `max` (centavos) says more (an aircraft's cost).
 */
export const cents = <const O extends { optional?: boolean; max?: number }>(
  label: Label,
  options?: O,
) => {
  const max = options?.max ?? 100_000_000;
  const reais = (max / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  return typedNumber(
    parseCents,
    number(label)
      .int(`${label.text}: use centavos inteiros.`)
      .min(0, notNegativeMessage(label))
      .max(max, `${label.text} deve ser no máximo R$ ${reais}.`),
    options,
  );
};

/**
 * A latitude or longitude typed in decimal degrees or in degrees, minutes and seconds (see
 * `parseCoordinate`), stored as decimal degrees to 6 places; blank or absent is null.
 */
export const coordinate = (label: string, axis: Axis) => {
  const limit = COORDINATE_LIMITS[axis];
  const range = `${label} deve estar entre -${limit} e ${limit}.`;
  const example = COORDINATE_EXAMPLES[axis];
  return z.preprocess(
    (value) => parseCoordinate(value, axis),
    z
      .number(
        `${label}: informe em graus decimais (${example.decimal}) ou em graus, minutos e segundos (${example.dms}).`,
      )
      .min(-limit, range)
      .max(limit, range)
      .transform((value) => round(value, 6))
      .nullable(),
  );
};

/** A number rounded half away from zero to `decimals` places. */
export const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
};
