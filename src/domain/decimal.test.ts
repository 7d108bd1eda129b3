import { describe, expect, it } from 'vitest';
import { parseCents, parseDecimal } from './decimal.ts';

describe('numbers typed the Brazilian way', () => {
  it.each([
    ['120,5', 120.5],
    ['1.234,5', 1234.5],
    ['1.234.567,89', 1234567.89],
    ['1234.5', 1234.5],
    ['0.125', 0.125],
    ['1.500', 1500],
    ['12.345.678', 12345678],
    ['-12,5432', -12.5432],
    ['-1.234,5', -1234.5],
    ['  42  ', 42],
    [7.25, 7.25],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['doze', Number.NaN],
    ['1,234.5', Number.NaN],
    ['1.23,4', Number.NaN],
    ['12,5,3', Number.NaN],
    ['1e3', Number.NaN],
    [true, Number.NaN],
  ])('%j → %s', (typed, value) => {
    expect(parseDecimal(typed)).toEqual(value);
  });
});

describe('reais typed → centavos', () => {
  it.each([
    ['40,00', 4000],
    ['40', 4000],
    ['1.500,50', 150050],
    ['R$ 1.500,50', 150050],
    ['0,1', 10],
    ['19,999', 2000],
    [4000, 4000],
    ['', null],
    ['quarenta', Number.NaN],
  ])('%j → %s', (typed, value) => {
    expect(parseCents(typed)).toEqual(value);
  });
});
