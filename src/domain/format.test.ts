import { describe, expect, it } from 'vitest';
import {
  comparePtBr,
  formatDate,
  formatDay,
  formatDecimal,
  formatMinute,
  formatMoment,
  formatMonth,
} from './format.ts';
import { formatDocument } from './br/documents.ts';

describe('formats for people in Brazil', () => {
  it.each([
    [1234.5, 2, '1.234,50'],
    [120.5, 1, '120,5'],
    [1234.5, 0, '1.235'],
    [0.005, 2, '0,01'],
    [0, 2, '0,00'],
    [null, 2, '—'],
  ])('decimal %s (%i) → %s', (value, digits, text) => {
    expect(formatDecimal(value, digits)).toBe(text);
  });
  it.each([
    ['2026-11-10', '10/11/2026'],
    [null, '—'],
  ])('date %s → %s', (value, text) => expect(formatDate(value)).toBe(text));
  it.each([
    ['2026-12-23T02:00:00Z', '22/12/2026'], // 23:00 of the 22nd in São Paulo
    ['2026-12-22T13:00:00Z', '22/12/2026'],
    [null, '—'],
  ])('instant %s → day %s in São Paulo', (value, text) => expect(formatDay(value)).toBe(text));
  it('shows an instant to the minute and to the second in São Paulo', () => {
    expect(formatMinute('2026-12-23T02:00:05Z')).toBe('22/12/2026, 23:00');
    expect(formatMoment('2026-12-23T02:00:05Z')).toBe('22/12/2026, 23:00:05');
  });
  it.each([
    ['2026-11', 'nov/2026'],
    ['2027-01', 'jan/2027'],
    ['2025-03', 'mar/2025'],
    ['2026-12-01', 'dez/2026'],
  ])('month %s → %s (MMM/yyyy, spec part 2 §1)', (value, text) =>
    expect(formatMonth(value)).toBe(text),
  );
  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    [null, '—'],
  ])('document %s → %s', (value, text) => expect(formatDocument(value)).toBe(text));

  it('sorts names in Portuguese order, accents and case with their letters', () => {
    expect(['Zinco', 'Águia', 'abacate', 'Ácido', 'Ética', 'eixo'].sort(comparePtBr)).toEqual([
      'abacate',
      'Ácido',
      'Águia',
      'eixo',
      'Ética',
      'Zinco',
    ]);
  });
});
