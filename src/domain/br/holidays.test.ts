import { describe, expect, it } from 'vitest';
import { addDays, weekday } from '../dates.ts';
import {
  bankHolidays,
  easterSunday,
  isBankBusinessDay,
  isNationalHoliday,
  nationalHolidays,
  nextBankBusinessDay,
} from './holidays.ts';

describe('easterSunday (anonymous Gregorian algorithm)', () => {
  it.each([
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

// National holidays: Lei 662/1949 art. 1º (Lei 10.607/2002), Lei 6.802/1980, Lei 14.759/2023,
// and Sexta-feira da Paixão (Easter − 2). Bank holidays add Carnaval (Easter − 48, − 47) and
// Corpus Christi (Easter + 60), as FEBRABAN's national calendar lists them.
const national: Record<number, string[]> = {
  2026: [
    '2026-01-01', // qui, Confraternização Universal
    '2026-04-03', // sex, Paixão (Páscoa 05/04)
    '2026-04-21', // ter, Tiradentes
    '2026-05-01', // sex, Dia do Trabalho
    '2026-09-07', // seg, Independência
    '2026-10-12', // seg, Nossa Senhora Aparecida
    '2026-11-02', // seg, Finados
    '2026-11-15', // dom, Proclamação da República
    '2026-11-20', // sex, Consciência Negra
    '2026-12-25', // sex, Natal
  ],
  2027: [
    '2027-01-01', // sex
    '2027-03-26', // sex, Paixão (Páscoa 28/03)
    '2027-04-21', // qua
    '2027-05-01', // sáb
    '2027-09-07', // ter
    '2027-10-12', // ter
    '2027-11-02', // ter
    '2027-11-15', // seg
    '2027-11-20', // sáb
    '2027-12-25', // sáb
  ],
};
const bankOnly: Record<number, string[]> = {
  2026: ['2026-02-16', '2026-02-17', '2026-06-04'], // Carnaval seg e ter, Corpus Christi qui
  2027: ['2027-02-08', '2027-02-09', '2027-05-27'],
};

const daysOf = (year: number) => {
  const days: string[] = [];
  for (let d = `${year}-01-01`; d.startsWith(String(year)); d = addDays(d, 1)) days.push(d);
  return days;
};

describe.each([2026, 2027])('the whole of %i', (year) => {
  it('lists the national holidays, and the bank holidays with Carnaval and Corpus Christi', () => {
    expect(nationalHolidays(year).map((h) => h.date)).toEqual(national[year]);
    expect(bankHolidays(year).map((h) => h.date)).toEqual(
      [...national[year]!, ...bankOnly[year]!].sort(),
    );
  });

  it('judges every day of the year', () => {
    const holidays = new Set(national[year]);
    const closed = new Set([...national[year]!, ...bankOnly[year]!]);
    const days = daysOf(year);
    expect(days).toHaveLength(365);
    for (const day of days) {
      expect([day, isNationalHoliday(day)]).toEqual([day, holidays.has(day)]);
      const weekend = weekday(day) === 0 || weekday(day) === 6;
      expect([day, isBankBusinessDay(day)]).toEqual([day, !weekend && !closed.has(day)]);
    }
  });
});

describe('Consciência Negra (Lei 14.759/2023)', () => {
  it('is a national holiday from 2024 only', () => {
    expect(isNationalHoliday('2023-11-20')).toBe(false);
    expect(isNationalHoliday('2024-11-20')).toBe(true);
  });
});

describe('nextBankBusinessDay (a boleto due on a day without bank business)', () => {
  it.each([
    ['2026-12-07', '2026-12-07', 'a Monday is itself'],
    ['2026-12-31', '2026-12-31', '31 December is a business day'],
    ['2026-12-05', '2026-12-07', 'Saturday → Monday'],
    ['2026-12-06', '2026-12-07', 'Sunday → Monday'],
    ['2026-02-14', '2026-02-18', 'Saturday before Carnaval → Ash Wednesday'],
    ['2026-04-03', '2026-04-06', 'Paixão → Monday'],
    ['2026-06-04', '2026-06-05', 'Corpus Christi → Friday'],
    ['2026-09-05', '2026-09-08', 'Saturday before Independência (Monday) → Tuesday'],
    ['2026-11-14', '2026-11-16', 'Saturday, then Proclamação on Sunday → Monday'],
    ['2026-11-20', '2026-11-23', 'Consciência Negra on Friday → Monday'],
    ['2026-12-25', '2026-12-28', 'Natal on Friday → Monday'],
    ['2027-01-01', '2027-01-04', 'Confraternização on Friday → Monday'],
    ['2027-02-06', '2027-02-10', 'Saturday before Carnaval → Ash Wednesday'],
    ['2027-03-26', '2027-03-29', 'Paixão → Monday'],
    ['2027-05-01', '2027-05-03', 'Dia do Trabalho on Saturday → Monday'],
    ['2027-05-27', '2027-05-28', 'Corpus Christi → Friday'],
    ['2027-11-20', '2027-11-22', 'Consciência Negra on Saturday → Monday'],
  ])('%s → %s (%s)', (date, next) => {
    expect(nextBankBusinessDay(date)).toBe(next);
  });
});
