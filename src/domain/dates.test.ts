import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
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
