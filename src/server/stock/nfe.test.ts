import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/app-error.ts';
import { parseNfeXml } from './nfe-preview.ts';
import { NFE_AGRO, NFE_FUEL, NFE_MALFORMED, NOT_AN_NFE } from '../test/nfe-samples.ts';

const problem = (xml: string) => {
  try {
    parseNfeXml(xml);
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, message: error.message, fields: error.fields };
    throw error;
  }
  return null;
};

describe('parsing an NF-e', () => {
  it.each([
    [
      'an authorised nfeProc: issuer, number, series, date, key, return place and duplicatas',
      NFE_AGRO,
      {
        chave: '51261111222333000181550010000012011000012015',
        numero: '1201',
        serie: '1',
        data: '2026-11-03',
        emitente: { cnpj: '11222333000181', nome: 'AGRO INSUMOS SORRISO LTDA' },
        local_devolucao: 'Central inpEV Sorriso-MT, Rod. BR-163 km 742',
        duplicatas: [
          { vencimento: '2026-12-03', valor_cents: 445_250 },
          { vencimento: '2027-01-03', valor_cents: 445_250 },
        ],
      },
    ],
    [
      'an NFe without its protocol, the key from its Id, leading zeros and entities',
      NFE_FUEL,
      {
        chave: '51261104252011000110550020000088011000088010',
        numero: '8801',
        serie: '2',
        data: '2026-11-10',
        emitente: { nome: 'BR AVIATION DISTRIBUIDORA & CIA' },
        local_devolucao: null,
        duplicatas: [],
      },
    ],
  ])('reads %s', (_, xml, header) => {
    expect(parseNfeXml(xml)).toMatchObject(header);
  });

  it("reads an authorised nfeProc's items and lots", () => {
    expect(parseNfeXml(NFE_AGRO).itens).toEqual([
      {
        item: 1,
        codigo: '7891-FX5',
        descricao: 'FOX XPRO 5L BAYER',
        unidade: 'LT',
        quantidade: 150,
        valor_unitario_cents: 4_550,
        lotes: [
          { lote: 'FX-2026-11', quantidade: 100, fabricacao: '2026-08-01', validade: '2028-07-31' },
          { lote: 'FX-2026-07', quantidade: 50, fabricacao: '2026-04-01', validade: '2027-03-31' },
        ],
      },
      expect.objectContaining({
        item: 2,
        unidade: 'KG',
        quantidade: 500,
        valor_unitario_cents: 320,
        lotes: [],
      }),
      expect.objectContaining({ item: 3, unidade: 'UN', quantidade: 4 }),
    ]);
  });

  // Each answered the parser's English reason in parentheses ('char 'S' is not expected.').
  it.each([
    ['SELECT 1', 'XML malformado na linha 1, coluna 1.'],
    ['<a></b>', 'XML malformado na linha 1, coluna 4.'],
    ['<nfeProc>\n<a x=1></a></nfeProc>', 'XML malformado na linha 2, coluna 4.'],
    [' ', 'XML malformado na linha 1.'],
  ])('says where %j is malformed in Portuguese alone', (xml, said) => {
    expect(problem(xml)).toEqual({
      code: 'NFE_INVALID',
      message: `Não foi possível ler o XML da NF-e: ${said}`,
      fields: { xml: said },
    });
  });

  it('refuses malformed XML naming the line, and XML that is not an NF-e naming what is missing', () => {
    expect(problem(NFE_MALFORMED)).toMatchObject({
      code: 'NFE_INVALID',
      message: expect.stringMatching(/XML malformado na linha 4/),
      fields: { xml: expect.stringMatching(/linha 4/) },
    });
    expect(problem(NOT_AN_NFE)?.message).toBe(
      'Não foi possível ler o XML da NF-e: NF-e inválida: o arquivo não é uma NF-e (falta o elemento NFe).',
    );
    expect(problem(NFE_AGRO.replace('<nNF>1201</nNF>', ''))?.fields).toEqual({
      xml: 'NF-e inválida: falta nNF em ide.',
    });
    expect(
      problem(NFE_AGRO.replace('<qCom>500.0000</qCom>', '<qCom>muito</qCom>'))?.fields?.xml,
    ).toBe("NF-e inválida: qCom de det 2 não é um número: 'muito'.");
    expect(problem(`<!DOCTYPE x [<!ENTITY a "b">]>${NFE_FUEL}`)?.code).toBe('NFE_INVALID');
  });
});
