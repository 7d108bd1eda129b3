import { describe, expect, it } from 'vitest';
import { descriptors } from './descriptors.ts';
import { registerInputs } from '../../../domain/registers/contracts.ts';
import { toFormValues } from './form-values.ts';

describe('register forms', () => {
  const fields = descriptors.services.fields;
  it('shows a price in reais, which the contract reads as centavos', () => {
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
      registerInputs.services.parse({
        nome: 'Semeadura',
        unidade_preco: 'ha',
        preco_cents: '50,50',
      }),
    ).toEqual({
      nome: 'Semeadura',
      unidade_preco: 'ha',
      preco_cents: 5050,
    });
  });
  it('starts a new row with empty texts, and a new client à vista', () => {
    expect(toFormValues(descriptors.crops.fields)).toEqual({ nome: '' });
    expect(toFormValues(descriptors.clients.fields)).toMatchObject({
      condicao_pagamento: 'a_vista',
      vencimento_fixo: '',
    });
  });
});
