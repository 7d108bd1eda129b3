import { describe, expect, it } from 'vitest';
import { documentDueText, formatChange, formatWeekday } from './texts.ts';

describe('formatChange', () => {
  it.each([
    [50.5, '+50,5%'],
    [-12, '−12,0%'],
    [0, '0,0%'],
    [1234.5, '+1.234,5%'],
    [null, 'sem comparação'],
  ])('%s → %s', (change, text) => {
    expect(formatChange(change)).toBe(text);
  });
});

describe('documentDueText', () => {
  it.each([
    [0, 'vence hoje'],
    [1, 'vence em 1 dia'],
    [30, 'vence em 30 dias'],
    [-1, 'venceu há 1 dia'],
    [-5, 'venceu há 5 dias'],
  ])('%i days → %s', (days, text) => {
    expect(documentDueText(days)).toBe(text);
  });
});

describe('formatWeekday', () => {
  it.each([
    ['2026-11-10', 'ter., 10/11'],
    ['2026-11-15', 'dom., 15/11'],
    ['2027-01-01', 'sex., 01/01'],
  ])('%s → %s', (date, text) => {
    expect(formatWeekday(date)).toBe(text);
  });
});
