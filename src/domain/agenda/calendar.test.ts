import { describe, expect, it } from 'vitest';
import { agendaQuery } from './contracts.ts';
import { periodLabel } from './labels.ts';
import { daysBetween, weekday } from '../dates.ts';
import { monthGrid, stepView, viewRange, weekOf } from './calendar.ts';

describe('calendar arithmetic', () => {
  it.each([
    ['2026-11-22', 0], // a Sunday
    ['2026-11-23', 1],
    ['2026-11-28', 6],
    ['2027-01-01', 5],
  ])('%s is weekday %i', (date, day) => {
    expect(weekday(date)).toBe(day);
  });

  it('weeks run Sunday to Saturday, across months and years', () => {
    expect(weekOf('2026-12-31')).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it.each([
    // month, weeks shown, first and last day shown
    ['2026-11-15', 5, '2026-11-01', '2026-12-05'], // November 2026 starts on a Sunday
    ['2026-02-10', 4, '2026-02-01', '2026-02-28'], // February 2026: exactly four weeks
    ['2026-08-01', 6, '2026-07-26', '2026-09-05'], // August 2026 spans six weeks
  ])('the month of %s shows %i weeks', (date, count, first, last) => {
    const grid = monthGrid(date);
    expect(grid).toHaveLength(count);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect([grid[0]![0], grid.at(-1)![6]]).toEqual([first, last]);
  });

  it('views cover their days and step by their size', () => {
    expect(viewRange('dia', '2026-11-23')).toEqual({ de: '2026-11-23', ate: '2026-11-23' });
    expect(viewRange('semana', '2026-11-25')).toEqual({ de: '2026-11-22', ate: '2026-11-28' });
    expect(viewRange('mes', '2026-11-25')).toEqual({ de: '2026-11-01', ate: '2026-12-05' });
    expect(stepView('dia', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepView('semana', '2026-11-25', -1)).toBe('2026-11-18');
    expect(stepView('mes', '2026-11-25', 1)).toBe('2026-12-25');
    expect(daysBetween('2026-11-01', '2026-12-05')).toBe(34);
  });
});

describe('agendaQuery', () => {
  const errors = (input: object) =>
    agendaQuery.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
  it('accepts the widest month view', () => {
    expect(errors(viewRange('mes', '2026-08-01'))).toEqual([]);
  });
  it.each([
    [{ de: '2026-11-10', ate: '2026-11-09' }, 'Data final deve ser depois da inicial.'],
    [{ de: '2026-01-01', ate: '2026-03-31' }, 'Escolha um período de até 62 dias.'],
    [{ de: '2026-11-10', ate: '2026-11-31' }, 'Data final: informe uma data válida (dd/mm/aaaa).'],
  ])('refuses %j', (input, message) => {
    expect(errors(input)).toEqual([['ate', message]]);
  });
});

describe('period labels', () => {
  it.each([
    ['mes', '2026-11-23', 'Novembro de 2026'],
    ['dia', '2026-11-23', 'Segunda-feira, 23 de novembro de 2026'],
    ['dia', '2026-03-01', 'Domingo, 1 de março de 2026'],
    ['semana', '2026-11-25', '22 a 28 de novembro de 2026'],
    ['semana', '2026-12-01', '29 de novembro a 5 de dezembro de 2026'],
    ['semana', '2026-12-31', '27 de dezembro de 2026 a 2 de janeiro de 2027'],
  ] as const)('%s of %s is %s', (view, date, label) => {
    expect(periodLabel(view, date)).toBe(label);
  });
});
