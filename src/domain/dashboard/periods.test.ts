import { describe, expect, it } from 'vitest';
import { dashboardMonths, percentChange } from './periods.ts';

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
