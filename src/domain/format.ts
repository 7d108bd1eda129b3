/**
 * How numbers and dates are written for people in Brazil (reports and screens); CPF and CNPJ in
 * br/documents.ts.
 */
import { SAO_PAULO_TIME_ZONE } from './dates.ts';

// Building a formatter costs far more than using one (a MAPA report formats thousands of cells).
const decimals = new Map<number, Intl.NumberFormat>();

/** 1234.5 → '1.234,50' with `digits` decimals; null → '—'. */
export function formatDecimal(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined) return '—';
  let format = decimals.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    decimals.set(digits, format);
  }
  return format.format(value);
}

/** '2026-11-10' → '10/11/2026'; null → '—'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

// The formatters are made on their first use, as dates.ts says why.
let saoPauloDay: Intl.DateTimeFormat | undefined;

/** An instant ('2026-12-23T02:00:00Z') as its day in Brazil's official time: '22/12/2026'. */
export function formatDay(instant: string | null | undefined): string {
  if (!instant) return '—';
  saoPauloDay ??= new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO_TIME_ZONE });
  return saoPauloDay.format(new Date(instant));
}

let saoPauloMinute: Intl.DateTimeFormat | undefined;

/** An instant as day and time to the minute in Brazil's official time: '24/11/2026, 17:41'. */
export const formatMinute = (instant: string) =>
  (saoPauloMinute ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: SAO_PAULO_TIME_ZONE,
    dateStyle: 'short',
    timeStyle: 'short',
  })).format(new Date(instant));

let saoPauloMoment: Intl.DateTimeFormat | undefined;

/** An instant as day and time to the second in Brazil's official time: '24/11/2026, 17:41:38'. */
export const formatMoment = (instant: string) =>
  (saoPauloMoment ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: SAO_PAULO_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })).format(new Date(instant));

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** A month 'YYYY-MM' (or a date in it) as the spec writes months, 'MMM/yyyy': 'nov/2026'. */
export function formatMonth(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]!.slice(0, 3)}/${month.slice(0, 4)}`;
}

/**
 * Compares two texts in Portuguese alphabetical order ('Águia' with the a's). One collator for
 * every sort: `localeCompare(b, 'pt-BR')` builds one per comparison, ten times as slow.
 */
let collator: Intl.Collator | undefined;
export const comparePtBr = (a: string, b: string) =>
  (collator ??= new Intl.Collator('pt-BR')).compare(a, b);
