import { describe, expect, it } from 'vitest';
import { descriptors } from './descriptors.ts';
import { parseDecimal } from '../../lib/numbers.ts';
import { fromFormValues, toFormValues } from './form-values.ts';

describe('numbers typed the Brazilian way', () => {
  it.each([
    ['120,5', 120.5],
    ['1.234,56', 1234.56],
    ['1234.56', 1234.56],
    ['-12,5432', -12.5432],
    ['', null],
    ['doze', Number.NaN],
  ])('%j → %s', (text, value) => {
    expect(parseDecimal(text)).toEqual(value);
  });
});

describe('register forms', () => {
  const fields = descriptors.services.fields;
  it('shows a price in reais and sends centavos', () => {
    const row = {
      id: 'x',
      archived_at: null,
      nome: 'Semeadura',
      unidade_preco: 'ha',
      preco_cents: 5050,
    };
    expect(toFormValues(fields, row)).toEqual({
      nome: 'Semeadura',
      unidade_preco: 'ha',
      preco_cents: '50,5',
    });
    expect(
      fromFormValues(fields, { nome: 'Semeadura', unidade_preco: 'ha', preco_cents: '50,50' }),
    ).toEqual({
      nome: 'Semeadura',
      unidade_preco: 'ha',
      preco_cents: 5050,
    });
  });
  it('starts a new row with empty texts', () => {
    expect(toFormValues(descriptors.crops.fields)).toEqual({ nome: '' });
  });
});
