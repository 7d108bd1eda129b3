import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  monthEnd,
  weekday,
  dateAndHourInSaoPaulo,
  isCalendarDate,
  todayInSaoPaulo,
} from './dates.ts';

describe('calendar dates in São Paulo', () => {
  it('knows today in São Paulo and adds calendar days across months', () => {
    expect(todayInSaoPaulo(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(addDays('2026-11-28', 6)).toBe('2026-12-04');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    ['2026-11-22T11:00:00Z', '2026-11-22', 8],
    ['2026-12-01T02:30:00Z', '2026-11-30', 23],
    ['2026-12-01T03:00:00Z', '2026-12-01', 0],
  ])('%s is %s at hour %i there', (instant, date, hour) => {
    expect(dateAndHourInSaoPaulo(new Date(instant))).toEqual({ date, hour });
  });
});

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['22/11/2026', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2999-12-31', true],
    ['3000-01-01', false],
    ['9999-12-31', false],
  ])('%s → %s', (value, valid) => expect(isCalendarDate(value)).toBe(valid));
});

describe('addMonths', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-01-31', 2, '2026-03-31'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-01-15', 0, '2026-01-15'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-12-10', 1, '2027-01-10'],
    ['2026-01-31', 47, '2029-12-31'],
    ['2026-01-15', -1, '2025-12-15'],
    ['2026-03-31', -13, '2025-02-28'],
  ])('%s + %i months = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

describe('calendar arithmetic on dates', () => {
  it.each([
    ['2026-11-01', '2026-12-05', 34],
    ['2026-12-05', '2026-11-01', -34],
    ['2026-12-31', '2027-01-01', 1],
    ['2028-02-28', '2028-03-01', 2], // a leap year
    ['2026-10-31', '2026-11-02', 2], // across a former DST change in São Paulo
  ])('from %s to %s: %i days', (from, to, days) => expect(daysBetween(from, to)).toBe(days));

  it.each([
    ['2026-11-15', '2026-11-30'],
    ['2026-12-01', '2026-12-31'],
    ['2026-02-10', '2026-02-28'],
    ['2028-02-01', '2028-02-29'],
  ])('the month of %s ends on %s', (date, end) => expect(monthEnd(date)).toBe(end));

  it.each([
    ['2026-12-06', 0], // a Sunday
    ['2026-12-07', 1],
    ['2026-12-12', 6],
  ])('%s is weekday %i', (date, day) => expect(weekday(date)).toBe(day));
});
