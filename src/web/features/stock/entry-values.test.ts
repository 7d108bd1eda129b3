import { describe, expect, it } from 'vitest';
import type { NfePreview } from '../../../domain/stock/response-contracts.ts';
import { emptyEntry, emptyLine, fromPreview, toEntryBody } from './entry-values.ts';
import { FOX, nfePreview } from './test-stock.ts';

/** The NF-e with its second line read without lot, quantity or unit. */
const preview: NfePreview = {
  ...nfePreview,
  linhas: [
    nfePreview.linhas[0]!,
    { ...nfePreview.linhas[1]!, lote: null, quantidade: null, unidade: null },
  ],
};

/** The entry's contract over the form's values, as the form reads them. */
const entrySchema = async () => {
  const { z } = await import('zod');
  const { entryInput } = await import('../../../domain/stock/contracts.ts');
  return z.preprocess(toEntryBody, entryInput);
};

describe('the entry form values', () => {
  it('fill from an NF-e preview: supplier, NF, lines as typed, what the NF said', () => {
    const values = fromPreview(preview, '<nfeProc/>');
    expect(values).toMatchObject({
      // The XML goes back with the confirmation: the server reads it again (decision 031).
      nfe: { xml: '<nfeProc/>', destinatario_confirmado: false },
      fornecedor: { nome: 'AGRO INSUMOS SORRISO LTDA', cnpj: '11.222.333/0001-81' },
      nf_numero: '1201',
      chave_acesso: '51261111222333000181550010000012011000012015',
    });
    expect(values.linhas[0]).toMatchObject({
      product_id: FOX,
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

  it('are read by the contract as the body: reais, pt-BR quantities, a fuel apart, packages or none', async () => {
    const values = emptyEntry(new Date('2026-11-20T12:00:00Z'));
    values.fornecedor = { nome: 'Agro Insumos', cnpj: '11.222.333/0001-81' };
    values.nf_numero = '1201';
    values.linhas = [
      {
        ...emptyLine(),
        product_id: FOX,
        lote: 'L1',
        quantidade: '1.200,5',
        custo_unitario_cents: 'R$ 1.234,56',
        validade: '31/07/2028',
        embalagem: { tipo: 'rigida_lavavel', capacidade: '20' },
      },
      { ...emptyLine(), product_id: 'fuel:avgas', quantidade: '500', custo_unitario_cents: '9,8' },
    ];
    const body = (await entrySchema()).parse(values);
    expect(body).toMatchObject({ nf_data: '2026-11-20', chave_acesso: null });
    expect(body.linhas[0]).toMatchObject({
      product_id: FOX,
      combustivel: null,
      quantidade: 1200.5,
      custo_unitario_cents: 123456,
      validade: '2028-07-31',
      embalagem: { tipo: 'rigida_lavavel', capacidade: 20, quantidade: null },
    });
    expect(body.linhas[1]).toMatchObject({
      product_id: null,
      combustivel: 'avgas',
      quantidade: 500,
      custo_unitario_cents: 980,
      embalagem: null,
    });
    // What cannot be read is named on its field.
    values.linhas[1]!.custo_unitario_cents = 'caro';
    expect((await entrySchema()).safeParse(values).error?.issues).toMatchObject([
      {
        path: ['linhas', 1, 'custo_unitario_cents'],
        message: 'Custo unitário deve ser um número.',
      },
    ]);
  });

  it('are refused by the contract on the fields people typed', async () => {
    const values = emptyEntry();
    values.fornecedor = { nome: 'Agro Insumos', cnpj: '11.222.333/0001-81' };
    values.nf_numero = '1201';
    values.linhas = [
      { ...emptyLine(), product_id: '', quantidade: '10', custo_unitario_cents: '' },
    ];
    const schema = await entrySchema();
    const paths = (v: unknown) =>
      schema.safeParse(v).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths(values)).toEqual(['linhas.0.custo_unitario_cents']);
    // The line's own rules (a product or a fuel) speak once its fields are read.
    values.linhas[0]!.custo_unitario_cents = '45,50';
    expect(paths(values)).toEqual(['linhas.0.product_id']);
    values.linhas[0]!.product_id = FOX;
    expect(paths(values)).toEqual(['linhas.0.lote']);
  });
});
