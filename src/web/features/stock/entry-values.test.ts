import { describe, expect, it } from 'vitest';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { emptyEntry, emptyLine, fromPreview, toEntryBody } from './entry-values.ts';

const preview: NfePreview = {
  fornecedor: { nome: 'AGRO INSUMOS SORRISO LTDA', cnpj: '11222333000181', supplier_id: null },
  nf_numero: '1201',
  nf_serie: '1',
  nf_data: '2026-11-03',
  chave_acesso: '51261111222333000181550010000012011000012015',
  local_devolucao: 'Central inpEV Sorriso-MT',
  duplicada: false,
  avisos: ['Item 2 (UREIA): escolha o produto.'],
  linhas: [
    {
      item: 1,
      codigo_fornecedor: '7891-FX5',
      descricao: 'FOX XPRO 5L BAYER',
      unidade_nf: 'LT',
      quantidade_nf: 100,
      correspondencia: 'nome',
      product_id: '6f1c1a7e-4b8e-4f4a-9d7e-0a3c5b2d1e11',
      combustivel: null,
      lote: 'FX-2026-11',
      fabricacao: '2026-08-01',
      validade: '2028-07-31',
      quantidade: 100.5,
      unidade: 'L',
      custo_unitario_cents: 4550,
    },
    {
      item: 2,
      codigo_fornecedor: 'U-1',
      descricao: 'UREIA',
      unidade_nf: 'UN',
      quantidade_nf: 4,
      correspondencia: null,
      product_id: null,
      combustivel: null,
      lote: null,
      fabricacao: null,
      validade: null,
      quantidade: null,
      unidade: null,
      custo_unitario_cents: 320,
    },
  ],
};

describe('the entry form values', () => {
  it('fill from an NF-e preview: supplier, NF, lines as typed, what the NF said', () => {
    const values = fromPreview(preview);
    expect(values).toMatchObject({
      fornecedor: { nome: 'AGRO INSUMOS SORRISO LTDA', cnpj: '11.222.333/0001-81' },
      nf_numero: '1201',
      chave_acesso: '51261111222333000181550010000012011000012015',
    });
    expect(values.linhas[0]).toMatchObject({
      product_id: '6f1c1a7e-4b8e-4f4a-9d7e-0a3c5b2d1e11',
      quantidade: '100,5',
      custo_unitario_cents: '45,50',
      nfe: {
        item: 1,
        descricao: 'FOX XPRO 5L BAYER',
        quantidade: '100 LT',
        correspondencia: 'nome',
      },
    });
    expect(values.linhas[1]).toMatchObject({ product_id: '', quantidade: '', unidade: '' });
  });

  it('become the body of the contract: reais to centavos, a fuel apart, packages or none', () => {
    const values = emptyEntry(new Date('2026-11-20T12:00:00Z'));
    values.linhas = [
      {
        ...emptyLine(),
        product_id: 'p1',
        lote: 'L1',
        quantidade: '1.200,5',
        custo_unitario_cents: 'R$ 1.234,56',
        embalagem: { tipo: 'rigida_lavavel', capacidade: '20' },
      },
      { ...emptyLine(), product_id: 'fuel:avgas', quantidade: '500', custo_unitario_cents: '9,8' },
      { ...emptyLine(), product_id: 'p2', custo_unitario_cents: 'caro' },
    ];
    const body = toEntryBody(values) as { nf_data: string; linhas: Record<string, unknown>[] };
    expect(body.nf_data).toBe('2026-11-20');
    expect(body.linhas[0]).toMatchObject({
      product_id: 'p1',
      combustivel: null,
      quantidade: '1.200,5',
      custo_unitario_cents: 123456,
      embalagem: { tipo: 'rigida_lavavel', capacidade: '20' },
    });
    expect(body.linhas[1]).toMatchObject({
      product_id: null,
      combustivel: 'avgas',
      custo_unitario_cents: 980,
      embalagem: null,
    });
    // What cannot be read goes on as typed, for the contract to name the field.
    expect(body.linhas[2]!.custo_unitario_cents).toBe('caro');
  });

  it('are refused by the contract on the fields people typed', async () => {
    const { z } = await import('zod');
    const { entryInput } = await import('../../../domain/stock/contracts.ts');
    const values = emptyEntry();
    values.fornecedor = { nome: 'Agro Insumos', cnpj: '11.222.333/0001-81' };
    values.nf_numero = '1201';
    values.linhas = [
      { ...emptyLine(), product_id: '', quantidade: '10', custo_unitario_cents: '' },
    ];
    const schema = z.preprocess(toEntryBody, entryInput);
    const paths = (v: unknown) =>
      schema.safeParse(v).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(values)).toEqual(['linhas.0.custo_unitario_cents']);
    // The line's own rules (a product or a fuel) speak once its fields are read.
    values.linhas[0]!.custo_unitario_cents = '45,50';
    expect(paths(values)).toEqual(['linhas.0.product_id']);
    values.linhas[0]!.product_id = '6f1c1a7e-4b8e-4f4a-9d7e-0a3c5b2d1e11';
    expect(paths(values)).toEqual(['linhas.0.lote']);
  });
});
