import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/app-error.ts';
import { parseNfeXml } from './nfe-xml.ts';
import {
  NFE_AGRO,
  NFE_CPF_ISSUER,
  NFE_FOREIGN_DEST,
  NFE_FREIGHT_IPI,
  NFE_FUEL,
  NFE_GALLONS,
  NFE_IBS_CBS,
  NFE_MALFORMED,
  NFE_ROUNDED_PRICE,
  NFE_ST_DISCOUNT,
  NFE_TOTAL_DISCOUNT,
  NFE_UNKNOWN_GROUPS,
  NOT_AN_NFE,
} from '../test/nfe-samples.ts';

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
        emitente: { documento: '11222333000181', nome: 'AGRO INSUMOS SORRISO LTDA' },
        destinatario: { documento: '04252011000110', nome: 'AERO SUL AVIACAO AGRICOLA' },
        total_cents: 890_500,
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
        medida: { unidade: 'L', quantidade: 150 },
        valor_cents: 682_500,
        custo_cents: 682_500,
        lotes: [
          {
            lote: 'FX-2026-11',
            quantidade: 100,
            fabricacao: '2026-08-01',
            validade: '2028-07-31',
            quantidade_medida: 100,
            custo_cents: 455_000,
          },
          {
            lote: 'FX-2026-07',
            quantidade: 50,
            fabricacao: '2026-04-01',
            validade: '2027-03-31',
            quantidade_medida: 50,
            custo_cents: 227_500,
          },
        ],
      },
      expect.objectContaining({
        item: 2,
        unidade: 'KG',
        quantidade: 500,
        valor_unitario_cents: 320,
        lotes: [],
      }),
      expect.objectContaining({ item: 3, unidade: 'UN', quantidade: 4, medida: null }),
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

/** vNF as the file writes it, in centavos (read apart from the reader). */
const vNF = (xml: string) => Math.round(Number(/<vNF>([\d.]+)<\/vNF>/.exec(xml)![1]) * 100);

describe('an NF-e read as the supplier wrote it (issues 38 and 44)', () => {
  it.each([
    [
      'an issuer with a CPF',
      NFE_CPF_ISSUER,
      {
        emitente: { documento: '52998224725', nome: 'JOAO DA SILVA - FAZENDA BOA ESPERANCA' },
        itens: [{ medida: { unidade: 'kg', quantidade: 500 }, custo_cents: 625_000 }],
      },
    ],
    [
      'gallons (GL) with uTrib L: 4 GL are 20 L, the lot of 4 GL too',
      NFE_GALLONS,
      {
        itens: [
          {
            unidade: 'GL',
            quantidade: 4,
            medida: { unidade: 'L', quantidade: 20 },
            custo_cents: 91_000,
            lotes: [
              { lote: 'FX-2026-11', quantidade: 4, quantidade_medida: 20, custo_cents: 91_000 },
            ],
          },
        ],
      },
    ],
    [
      "the item's vProd, not the unit price rounded × quantity (R$ 1.234,60)",
      NFE_ROUNDED_PRICE,
      { itens: [{ valor_unitario_cents: 6_173, valor_cents: 123_457, custo_cents: 123_457 }] },
    ],
    [
      "freight and IPI, each item's own",
      NFE_FREIGHT_IPI,
      {
        itens: [
          { valor_cents: 455_000, custo_cents: 455_000 + 15_167 + 22_750 },
          { valor_cents: 45_500, custo_cents: 45_500 + 1_516 + 2_275 },
        ],
      },
    ],
    [
      'ICMS-ST with FCP-ST, less the discount',
      NFE_ST_DISCOUNT,
      { itens: [{ valor_cents: 273_000, custo_cents: 273_000 - 13_650 + 39_162 + 6_743 }] },
    ],
    [
      'a discount on the total only: by vProd, the odd centavo to the first of equal remainders',
      NFE_TOTAL_DISCOUNT,
      {
        itens: [{ custo_cents: 9_996 }, { custo_cents: 9_997 }, { custo_cents: 9_997 }],
      },
    ],
    [
      "a dest that is another company's CNPJ (the preview warns)",
      NFE_FOREIGN_DEST,
      { destinatario: { documento: '11444777000161', nome: 'OUTRA AVIACAO AGRICOLA LTDA' } },
    ],
    [
      'the IBS/CBS groups of 2026 (vNF, not vNFTot: IBS and CBS of 2026 are not charged)',
      NFE_IBS_CBS,
      { itens: [{ valor_cents: 136_500, custo_cents: 136_500 }] },
    ],
    [
      'groups no layout names yet, anywhere',
      NFE_UNKNOWN_GROUPS,
      { numero: '3809', itens: [{ codigo: '7891-FX5', custo_cents: 45_500 }] },
    ],
  ])('reads %s; its items cost vNF to the centavo', (_, xml, read) => {
    const nfe = parseNfeXml(xml);
    expect(nfe).toMatchObject(read);
    expect(nfe.total_cents).toBe(vNF(xml));
    expect(nfe.itens.reduce((sum, item) => sum + item.custo_cents, 0)).toBe(vNF(xml));
    for (const item of nfe.itens)
      if (item.lotes.length)
        expect(item.lotes.reduce((sum, lot) => sum + lot.custo_cents, 0)).toBe(item.custo_cents);
  });

  it('spreads an item over its lots by quantity, and sums the items when the file has no total', () => {
    const odd = parseNfeXml(
      NFE_AGRO.replace('<vProd>6825.00</vProd>', '<vProd>6825.01</vProd>').replace(
        '<vNF>8905.00</vNF>',
        '<vNF>8905.01</vNF>',
      ),
    );
    // 682.501 × 100/150 = 455.000,67 and × 50/150 = 227.500,33: the centavo to the first.
    expect(odd.itens[0]!.lotes.map((lot) => lot.custo_cents)).toEqual([455_001, 227_500]);
    expect(odd.total_cents).toBe(890_501);
    const fuel = parseNfeXml(NFE_FUEL);
    expect(fuel.itens[0]).toMatchObject({ valor_cents: 2_145_000, custo_cents: 2_145_000 });
    expect(fuel.total_cents).toBe(2_145_000);
  });

  it('costs an item whose value is not in vNF (indTot 0) only its own extras', () => {
    const [head, third] = NFE_TOTAL_DISCOUNT.split('<det nItem="3">');
    const xml =
      `${head}<det nItem="3">${third!.replace('<indTot>1</indTot>', '<indTot>0</indTot>')}`
        .replace('<vProd>300.00</vProd>', '<vProd>200.00</vProd>')
        .replace('<vNF>299.90</vNF>', '<vNF>199.90</vNF>');
    const nfe = parseNfeXml(xml);
    expect(nfe.itens.map((item) => [item.valor_cents, item.custo_cents])).toEqual([
      [10_000, 9_995],
      [10_000, 9_995],
      [10_000, 0],
    ]);
    expect(nfe.total_cents).toBe(19_990);
  });

  it('still names what is missing: an issuer with neither CNPJ nor CPF', () => {
    expect(problem(NFE_CPF_ISSUER.replace('<CPF>52998224725</CPF>', ''))?.fields).toEqual({
      xml: 'NF-e inválida: falta CNPJ ou CPF em emit.',
    });
  });
});
