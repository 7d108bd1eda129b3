/** Calendar dates ('YYYY-MM-DD') as Brazil's official time counts them. */

/** Brazil's official time (Brasília time, no daylight saving since 2019), as the IANA names it. */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

/** A day in São Paulo as 'YYYY-MM-DD' (the en-CA order). */
const saoPauloDay = {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
} as const;

// The Intl formatters here, in format.ts and money.ts are made on their first use (`??=`), not as
// the module is evaluated: the first one a page makes readies the browser's locale data (a date
// format with a time zone 14–19 ms on a desktop, four times that on a phone, once a page load),
// which every page that loaded these modules paid, whether it formatted anything or not
// (docs/benchmarks.md, "The formatters made on first use").
let saoPaulo: Intl.DateTimeFormat | undefined;
let saoPauloHour: Intl.DateTimeFormat | undefined;
let saoPauloSecond: Intl.DateTimeFormat | undefined;

/** Today's date in Brazil's official time, 'YYYY-MM-DD' (operations are dated there). */
export function todayInSaoPaulo(now: Date): string {
  return (saoPaulo ??= new Intl.DateTimeFormat('en-CA', saoPauloDay)).format(now);
}

/** The date ('YYYY-MM-DD') and the hour (0–23) at `now` in Brazil's official time: when a scheduled job is due. */
export function dateAndHourInSaoPaulo(now: Date): { date: string; hour: number } {
  saoPauloHour ??= new Intl.DateTimeFormat('en-CA', {
    ...saoPauloDay,
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(saoPauloHour.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * An instant as the clock on a wall in São Paulo reads it, written as a UTC date: what a
 * spreadsheet, which knows no time zones, must hold to show Brazil's time
 * (2026-12-06T15:30:00Z → 2026-12-06T12:30:00Z, 12:30 in São Paulo).
 */
export function saoPauloWallClock(instant: Date): Date {
  saoPauloSecond ??= new Intl.DateTimeFormat('en-CA', {
    ...saoPauloDay,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(saoPauloSecond.formatToParts(instant).map((x) => [x.type, x.value]));
  return new Date(
    Date.UTC(
      +p.year!,
      +p.month! - 1,
      +p.day!,
      +p.hour!,
      +p.minute!,
      +p.second!,
      instant.getUTCMilliseconds(),
    ),
  );
}

const utc = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/** Whole days from `from` to `to`, 'YYYY-MM-DD' both (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((utc(to) - utc(from)) / 86_400_000);

/** 0 for Sunday … 6 for Saturday. */
export const weekday = (date: string) => new Date(utc(date)).getUTCDay();

/** The last day of the month of `date` ('YYYY-MM-DD'). */
export const monthEnd = (date: string) => addDays(addMonths(`${date.slice(0, 7)}-01`, 1), -1);

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus `months` calendar months, the day kept or, past the month's end, its last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/**
 * The dates a person may type, both included: a date before is a typo, a date after too, and
 * what the app computes from one (48 monthly installments, a due date 90 days on, the day after
 * a period) still has four digits, as the API and the database columns write a date.
 */
export const FIRST_DATE = '1900-01-01';
export const LAST_DATE = '2999-12-31';

/** A date that exists, written 'YYYY-MM-DD' (any four-digit year). */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Whether a 'YYYY-MM-DD' date lies from FIRST_DATE to LAST_DATE. */
export const isWithinDates = (value: string) => value >= FIRST_DATE && value <= LAST_DATE;

/** A real calendar date written 'YYYY-MM-DD', from FIRST_DATE to LAST_DATE. */
export const isCalendarDate = (value: string) => isRealDate(value) && isWithinDates(value);

/**
 * A date as typed: 'dd/mm/aaaa' → 'aaaa-mm-dd'; blank → undefined; anything else as it came, to
 * be judged (the contracts' date fields read it; a form's live preview too).
 */
export const isoDate = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text || undefined;
};
