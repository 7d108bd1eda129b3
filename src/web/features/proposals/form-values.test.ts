import { describe, expect, it } from 'vitest';
import { proposalInputOn, type ProposalDetail } from '../../../domain/proposals/contracts.ts';
import { detailFormValues } from './detail-values.ts';
import { newFormValues } from './form-values.ts';

const CLIENT = '7f9c2a51-2c1e-4a8e-9d51-1a2b3c4d5e6f';
const proposalInput = proposalInputOn(() => '2026-11-23');

describe('proposal form values', () => {
  it('a new proposal is valid for 15 days with one empty line', () => {
    const values = newFormValues('2026-11-23');
    expect(values.validade).toBe('2026-12-08');
    expect(values.linhas).toHaveLength(1);
  });

  it('the contract reads pt-BR numbers and reais into the API body', () => {
    const parsed = proposalInput.parse({
      ...newFormValues('2026-11-23'),
      client_id: CLIENT,
      desconto_tipo: 'valor',
      desconto_valor: '1.500,50',
      linhas: [
        {
          service_id: '',
          descricao: 'Aplicação',
          unidade: 'ha',
          quantidade: '480,5',
          preco_unitario_cents: '42',
        },
      ],
    });
    expect(parsed).toMatchObject({
      desconto_tipo: 'valor',
      desconto_valor: 150_050,
      linhas: [{ quantidade: 480.5, preco_unitario_cents: 4_200, service_id: null }],
    });
  });

  it('a percentage stays a percentage; what is not a number is named on its field', () => {
    const typed = {
      ...newFormValues('2026-11-23'),
      client_id: CLIENT,
      desconto_tipo: 'percentual' as const,
      desconto_valor: '2,5',
      linhas: [
        {
          service_id: '',
          descricao: 'X',
          unidade: 'hora',
          quantidade: 'dez',
          preco_unitario_cents: '',
        },
      ],
    };
    const result = proposalInput.safeParse(typed);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['linhas.0.quantidade', 'Quantidade deve ser um número.'],
      ['linhas.0.preco_unitario_cents', 'Preço unitário é obrigatório.'],
    ]);
    const fixed = {
      ...typed,
      linhas: [{ ...typed.linhas[0]!, quantidade: '10', preco_unitario_cents: '1' }],
    };
    expect(proposalInput.parse(fixed).desconto_valor).toBe(2.5);
  });

  it('a saved proposal comes back as it was typed', () => {
    const detail = {
      proposal: {
        client_id: CLIENT,
        property_id: null,
        crop_id: null,
        validade: '2026-12-08',
        condicoes_pagamento: null,
        faturar_na_aprovacao: true,
        parcelas: 3,
        observacoes: 'Pista na fazenda',
        desconto_tipo: 'valor',
        desconto_valor: 150_050,
      },
      linhas: [
        {
          service_id: null,
          descricao: 'Aplicação',
          unidade: 'ha',
          quantidade: 480.5,
          preco_unitario_cents: 4_250,
        },
      ],
    } as unknown as ProposalDetail;
    const values = detailFormValues(detail);
    expect(values).toMatchObject({
      desconto_valor: '1500,5',
      observacoes: 'Pista na fazenda',
      faturar_na_aprovacao: true,
      parcelas: '3',
      linhas: [{ quantidade: '480,5', preco_unitario_cents: '42,5' }],
    });
    expect(proposalInput.parse(values).desconto_valor).toBe(150_050);
  });
});
