import { describe, expect, it } from 'vitest';
import { comparedDays, dashboardMonths, percentChange } from './periods.ts';

describe('dashboardMonths (São Paulo)', () => {
  it.each([
    // 23:30 of 30 Nov in São Paulo is already 1 Dec in UTC: still November.
    ['2026-12-01T02:30:00Z', '2026-11', '2026-10', '2025-12'],
    ['2026-12-01T03:00:00Z', '2026-12', '2026-11', '2026-01'],
    ['2027-01-15T12:00:00Z', '2027-01', '2026-12', '2026-02'],
    ['2026-03-01T12:00:00Z', '2026-03', '2026-02', '2025-04'],
  ])('at %s: current %s, previous %s, 12 months from %s', (now, current, previous, first) => {
    const months = dashboardMonths(new Date(now));
    expect(months.current.key).toBe(current);
    expect(months.previous.key).toBe(previous);
    expect(months.last12[0]!.key).toBe(first);
    expect(months.last12).toHaveLength(12);
  });

  it('bounds each month from its first day to the next month’s first day', () => {
    const { current, previous, last12 } = dashboardMonths(new Date('2027-01-15T12:00:00Z'));
    expect(current).toEqual({
      key: '2027-01',
      from: '2027-01-01',
      to: '2027-02-01',
      label: 'jan/2027',
    });
    expect(previous).toEqual({
      key: '2026-12',
      from: '2026-12-01',
      to: '2027-01-01',
      label: 'dez/2026',
    });
    expect(last12.map((m) => m.label).join(' ')).toBe(
      'fev/2026 mar/2026 abr/2026 mai/2026 jun/2026 jul/2026 ago/2026 set/2026 out/2026 nov/2026 dez/2026 jan/2027',
    );
  });
});

describe('percentChange', () => {
  it.each([
    [120, 100, 20],
    [80, 100, -20],
    [1, 3, -66.7],
    [0, 0, 0],
    [50, 0, null],
    [0, 40, -100],
  ])('%d against %d → %s %', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });
});

describe('comparedDays: this month so far against the same days of the last (São Paulo)', () => {
  it.each([
    // The 6th: 1–6 December against 1–6 November, not the whole of November.
    [
      '2026-12-06T15:00:00Z',
      '1 a 6 de dezembro',
      ['2026-11-01', '2026-11-07', '1 a 6 de novembro'],
    ],
    // The 1st: one day against one day.
    ['2026-12-01T12:00:00Z', '1º de dezembro', ['2026-11-01', '2026-11-02', '1º de novembro']],
    // 23:30 of 30 November in São Paulo is 1 December in UTC: still November, whole, against 1–30 October.
    [
      '2026-12-01T02:30:00Z',
      '1 a 30 de novembro',
      ['2026-10-01', '2026-10-31', '1 a 30 de outubro'],
    ],
    // 31 March: the whole of February (28 days) is the same days there are.
    [
      '2027-03-31T12:00:00Z',
      '1 a 31 de março',
      ['2027-02-01', '2027-03-01', '1 a 28 de fevereiro'],
    ],
    // 29 February of a leap year against 1–29 January; January's whole is not taken.
    [
      '2028-02-29T12:00:00Z',
      '1 a 29 de fevereiro',
      ['2028-01-01', '2028-01-30', '1 a 29 de janeiro'],
    ],
    // 15 January against 1–15 December of the year before.
    [
      '2027-01-15T12:00:00Z',
      '1 a 15 de janeiro',
      ['2026-12-01', '2026-12-16', '1 a 15 de dezembro'],
    ],
  ])('at %s', (now, label, [pFrom, pTo, pLabel]) => {
    expect(comparedDays(new Date(now))).toEqual({
      current: { label },
      previous: { from: pFrom, to: pTo, label: pLabel },
    });
  });
});
