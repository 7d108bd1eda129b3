/**
 * Brazil's national holidays, and the days without bank business that move a boleto's due date.
 *
 * National holidays, by law:
 * - Lei 662/1949 art. 1º, as written by Lei 10.607/2002: 1º de janeiro (Confraternização
 *   Universal), 21 de abril (Tiradentes), 1º de maio (Dia do Trabalho), 7 de setembro
 *   (Independência), 2 de novembro (Finados), 15 de novembro (Proclamação da República) and
 *   25 de dezembro (Natal);
 * - Lei 6.802/1980: 12 de outubro (Nossa Senhora Aparecida);
 * - Lei 14.759/2023: 20 de novembro (Dia Nacional de Zumbi e da Consciência Negra), from 2024;
 * - Sexta-feira da Paixão (Good Friday), two days before Easter: the religious holiday Lei
 *   9.093/1995 art. 2º names, kept in the federal calendar and in FEBRABAN's. Easter is
 *   computed by the anonymous Gregorian algorithm.
 *
 * Days without bank business: the national holidays plus Carnaval (Monday and Tuesday, 48 and
 * 47 days before Easter) and Corpus Christi (60 days after Easter), as FEBRABAN's calendar of
 * national bank holidays lists them; Resolução CMN 4.880/2020 makes them non-business days for
 * the financial market, so a boleto due on one of them, or on a weekend, is paid without
 * charges on the next bank business day. Ash Wednesday (banks open at noon) and 31 December
 * (no counter service, interbank operations run) are business days here.
 *
 * Dates are 'YYYY-MM-DD'.
 */
import { addDays, weekday } from '../dates.ts';

/** Easter Sunday of `year` (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Holiday {
  date: string;
  name: string;
}

const fixed: { monthDay: string; name: string; from?: number }[] = [
  { monthDay: '01-01', name: 'Confraternização Universal' },
  { monthDay: '04-21', name: 'Tiradentes' },
  { monthDay: '05-01', name: 'Dia do Trabalho' },
  { monthDay: '09-07', name: 'Independência do Brasil' },
  { monthDay: '10-12', name: 'Nossa Senhora Aparecida' },
  { monthDay: '11-02', name: 'Finados' },
  { monthDay: '11-15', name: 'Proclamação da República' },
  { monthDay: '11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra', from: 2024 },
  { monthDay: '12-25', name: 'Natal' },
];

const byDate = (a: Holiday, b: Holiday) => a.date.localeCompare(b.date);

/** The national holidays of `year`, in date order. */
export function nationalHolidays(year: number): Holiday[] {
  const days: Holiday[] = fixed
    .filter((h) => h.from === undefined || year >= h.from)
    .map((h) => ({ date: `${year}-${h.monthDay}`, name: h.name }));
  days.push({ date: addDays(easterSunday(year), -2), name: 'Sexta-feira da Paixão' });
  return days.sort(byDate);
}

/** The days of `year` without bank business besides Saturdays and Sundays, in date order. */
export function bankHolidays(year: number): Holiday[] {
  const easter = easterSunday(year);
  return [
    ...nationalHolidays(year),
    { date: addDays(easter, -48), name: 'Carnaval' },
    { date: addDays(easter, -47), name: 'Carnaval' },
    { date: addDays(easter, 60), name: 'Corpus Christi' },
  ].sort(byDate);
}

const cache = new Map<number, { national: Set<string>; bank: Set<string> }>();

function yearOf(date: string) {
  const year = Number(date.slice(0, 4));
  let sets = cache.get(year);
  if (!sets) {
    sets = {
      national: new Set(nationalHolidays(year).map((h) => h.date)),
      bank: new Set(bankHolidays(year).map((h) => h.date)),
    };
    cache.set(year, sets);
  }
  return sets;
}

/** Whether `date` is a national holiday. */
export const isNationalHoliday = (date: string) => yearOf(date).national.has(date);

/** Whether banks do business on `date`: not a Saturday, Sunday, national or bank holiday. */
export function isBankBusinessDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !yearOf(date).bank.has(date);
}

/** `date` itself when banks do business on it, otherwise the next day they do. */
export function nextBankBusinessDay(date: string): string {
  let day = date;
  while (!isBankBusinessDay(day)) day = addDays(day, 1);
  return day;
}
