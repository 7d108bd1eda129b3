import { describe, expect, it } from 'vitest';
import { nfePreview, stockEntry, type NfePreview } from '../../domain/stock/response-contracts.ts';
import { eq } from 'drizzle-orm';
import { financeTitles, stockContainerObligations, stockEntries } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import {
  NFE_ALPHANUMERIC_ISSUER,
  NFE_CPF_ISSUER,
  NFE_FOREIGN_DEST,
  NFE_FREIGHT_IPI,
  NFE_GALLONS,
  NFE_IBS_CBS,
  NFE_ROUNDED_PRICE,
  NFE_ST_DISCOUNT,
  NFE_TOTAL_DISCOUNT,
  NFE_UNKNOWN_GROUPS,
  OUR_CNPJ,
} from '../test/nfe-samples.ts';
import { type Caller, companyReadyToFly } from '../test/operations.ts';
import { productSettingsRequest } from '../test/stock-entries.ts';

// Issue 38 item 3 and issue 44 item 5: an NF-e previewed and confirmed as its supplier wrote it.

const t = useTestApp();

const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
/** vNF as the file writes it, in centavos. */
const vNF = (xml: string) => Math.round(Number(/<vNF>([\d.]+)<\/vNF>/.exec(xml)![1]) * 100);

/** Fox Xpro's usual package: rigid washable cans of 5 L. */
const FIVE_LITRE_CANS = { embalagem_tipo: 'rigida_lavavel', embalagem_capacidade: 5 } as const;

/** A company whose CNPJ is the samples' `dest`, Fox Xpro packed in 5 L cans, and a seed in kg. */
async function company(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  const patched = await fly.owner({
    method: 'PATCH',
    url: '/api/company',
    payload: { company_name: 'Aero Sul Aviação Agrícola', cnpj: OUR_CNPJ },
  });
  expect(patched.statusCode).toBe(200);
  const seed = await fly.owner(
    post('/api/registers/products', {
      nome_comercial: 'Semente de Brachiaria',
      classe: 'semente',
      unidade: 'kg',
    }),
  );
  expect(seed.statusCode).toBe(201);
  return { ...fly, seed: seed.json().id as string };
}

/** An NF-e's preview, and the XML it was read from (which the confirmation sends back). */
type Read = NfePreview & { xml: string };

async function previewOf(owner: Caller, xml: string): Promise<Read> {
  return { ...answer(await owner(post('/api/stock/entradas/nfe', { xml })), 200, nfePreview), xml };
}

/**
 * The entry the import screen confirms from a preview: each line as read, its product chosen
 * where none matched (`product`), and the addressee acknowledged or not.
 */
function confirmation(preview: Read, product: string, confirmado = false) {
  return {
    fornecedor: { nome: preview.fornecedor.nome, cnpj: preview.fornecedor.cnpj },
    nf_numero: preview.nf_numero,
    nf_serie: preview.nf_serie,
    nf_data: preview.nf_data,
    chave_acesso: preview.chave_acesso,
    local_devolucao: preview.local_devolucao,
    linhas: preview.linhas.map((line) => ({
      product_id: line.product_id ?? (line.combustivel ? null : product),
      combustivel: line.combustivel,
      codigo_fornecedor: line.codigo_fornecedor,
      lote: line.lote ?? `NF-${line.item}`,
      quantidade: line.quantidade,
      unidade: line.unidade,
      custo_unitario_cents: line.custo_unitario_cents,
      valor_cents: line.valor_cents,
      fabricacao: line.fabricacao,
      validade: line.validade,
    })),
    vencimentos: preview.vencimentos,
    nfe: {
      xml: preview.xml,
      destinatario: preview.destinatario?.documento ?? null,
      destinatario_confirmado: confirmado,
    },
  };
}

describe('an NF-e entered as its supplier wrote it', () => {
  it.each([
    ['an issuer with a CPF', NFE_CPF_ISSUER, 'seed', [[500, 'kg', 1_250]]],
    // 1 365,00 / 30 L = 45,50 a litre
    ['an issuer with an alphanumeric CNPJ', NFE_ALPHANUMERIC_ISSUER, 'fox', [[30, 'L', 4_550]]],
    ['gallons taxed in litres', NFE_GALLONS, 'fox', [[20, 'L', 4_550]]],
    ['vProd, not the rounded unit price × quantity', NFE_ROUNDED_PRICE, 'fox', [[20, 'L', 6_173]]],
    [
      'freight and IPI in the cost',
      NFE_FREIGHT_IPI,
      'fox',
      [
        [100, 'L', 4_929],
        [50, 'L', 986],
      ],
    ],
    ['ICMS-ST and the discount in the cost', NFE_ST_DISCOUNT, 'fox', [[60, 'L', 5_088]]],
    [
      'a discount on the total only',
      NFE_TOTAL_DISCOUNT,
      'fox',
      [
        [10, 'L', 1_000],
        [10, 'L', 1_000],
        [10, 'L', 1_000],
      ],
    ],
    ['the IBS/CBS groups of 2026', NFE_IBS_CBS, 'fox', [[30, 'L', 4_550]]],
    ['groups no layout names yet', NFE_UNKNOWN_GROUPS, 'fox', [[10, 'L', 4_550]]],
  ] as const)(
    '%s: the entry and its payable total vNF to the centavo',
    async (_, xml, use, lots) => {
      const { owner, ids, seed } = await company();
      await owner(
        productSettingsRequest(ids.product, {
          embalagem_tipo: 'rigida_lavavel',
          embalagem_capacidade: 5,
        }),
      );
      const preview = await previewOf(owner, xml);
      expect(preview.total_cents).toBe(vNF(xml));
      expect(preview.linhas.reduce((sum, line) => sum + line.valor_cents, 0)).toBe(vNF(xml));
      expect(preview.destinatario).toMatchObject({ documento: OUR_CNPJ, da_empresa: true });
      expect(preview.avisos.filter((aviso) => /destinada/.test(aviso))).toEqual([]);
      const res = await owner(
        post('/api/stock/entradas', confirmation(preview, use === 'seed' ? seed : ids.product)),
      );
      const entry = answer(res, 201, stockEntry);
      expect(entry.total_cents).toBe(vNF(xml));
      const payables = await t.db
        .select({ total: financeTitles.total_cents })
        .from(financeTitles)
        .where(eq(financeTitles.stock_entry_id, entry.id));
      expect(payables).toEqual([{ total: vNF(xml) }]);
      expect(
        entry.linhas
          .map((lot) => [lot.quantidade_inicial, lot.unidade, lot.custo_unitario_cents])
          .sort(),
      ).toEqual([...lots].sort());
    },
  );

  // IN RFB 2.229/2024: the supplier's CNPJ and the access key keep their letters.
  it('keeps the alphanumeric CNPJ of its issuer on the supplier and in the access key', async () => {
    const { owner, ids } = await company();
    await owner(productSettingsRequest(ids.product, FIVE_LITRE_CANS));
    const preview = await previewOf(owner, NFE_ALPHANUMERIC_ISSUER);
    expect(preview.fornecedor).toMatchObject({ cnpj: '12ABC34501DE35', supplier_id: null });
    expect(preview.chave_acesso).toMatch(/^51261112ABC34501DE3555001\d{19}$/);
    const entry = answer(
      await owner(post('/api/stock/entradas', confirmation(preview, ids.product))),
      201,
      stockEntry,
    );
    expect(entry.fornecedor.cnpj).toBe('12ABC34501DE35');
    expect(entry.chave_acesso).toBe(preview.chave_acesso);
    const suppliers = await owner({ method: 'GET', url: '/api/stock/fornecedores' });
    expect(suppliers.json().fornecedores).toContainEqual(
      expect.objectContaining({ nome: 'NOVA AGRO INSUMOS LTDA', cnpj: '12ABC34501DE35' }),
    );
    // The next NF of the same supplier finds it.
    expect((await previewOf(owner, NFE_ALPHANUMERIC_ISSUER)).fornecedor.supplier_id).toBe(
      entry.fornecedor.id,
    );
  });

  it("asks before entering an NF addressed to another company's CNPJ, and enters it once confirmed", async () => {
    const { owner, ids } = await company();
    await owner(
      productSettingsRequest(ids.product, {
        embalagem_tipo: 'rigida_lavavel',
        embalagem_capacidade: 5,
      }),
    );
    const preview = await previewOf(owner, NFE_FOREIGN_DEST);
    expect(preview.destinatario).toEqual({
      documento: '11444777000161',
      nome: 'OUTRA AVIACAO AGRICOLA LTDA',
      da_empresa: false,
    });
    expect(preview.avisos).toContain(
      'Esta nota é destinada a OUTRA AVIACAO AGRICOLA LTDA (11.444.777/0001-61), não ao CNPJ da sua empresa (04.252.011/0001-10). Confira antes de confirmar a entrada.',
    );
    const asked = await owner(post('/api/stock/entradas', confirmation(preview, ids.product)));
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toMatchObject({
      code: 'NFE_FOREIGN_DEST',
      message:
        'Esta nota fiscal não é destinada ao CNPJ da sua empresa. Confirme para lançá-la mesmo assim.',
    });
    expect(await t.db.select().from(stockEntries)).toEqual([]);
    const entered = await owner(
      post('/api/stock/entradas', confirmation(preview, ids.product, true)),
    );
    expect(answer(entered, 201, stockEntry).total_cents).toBe(vNF(NFE_FOREIGN_DEST));
  });

  it('asks the same of a company with no CNPJ on record: it cannot tell the NF is its own', async () => {
    const { owner, ids } = await company();
    await owner({
      method: 'PATCH',
      url: '/api/company',
      payload: { company_name: 'Aero Sul Aviação Agrícola', cnpj: '' },
    });
    await owner(
      productSettingsRequest(ids.product, {
        embalagem_tipo: 'rigida_lavavel',
        embalagem_capacidade: 5,
      }),
    );
    const preview = await previewOf(owner, NFE_GALLONS);
    expect(preview.destinatario?.da_empresa).toBe(false);
    expect(preview.avisos.some((aviso) => /não tem CNPJ em Perfil/.test(aviso))).toBe(true);
    const asked = await owner(post('/api/stock/entradas', confirmation(preview, ids.product)));
    expect(asked.statusCode).toBe(409);
  });

  it('asks for the package of an agrotóxico whose product has none, and owes its containers', async () => {
    const { owner, ids } = await company();
    const preview = await previewOf(owner, NFE_GALLONS);
    expect(preview.linhas[0]).toMatchObject({ product_id: ids.product, embalagem_pendente: true });
    expect(preview.avisos).toEqual([
      'Item 1 (FOX XPRO 5L BAYER): agrotóxico sem embalagem padrão — informe o tipo e o conteúdo da embalagem, para as embalagens vazias a devolver.',
    ]);
    const silent = await owner(post('/api/stock/entradas', confirmation(preview, ids.product)));
    expect(silent.statusCode).toBe(400);
    expect(silent.json().error.fields).toEqual({
      'linhas.0.embalagem':
        'Agrotóxico sem embalagem padrão: informe o tipo e o conteúdo da embalagem.',
    });
    expect(await t.db.select().from(stockEntries)).toEqual([]);
    const body = confirmation(preview, ids.product);
    const packed = {
      ...body,
      linhas: body.linhas.map((line) => ({
        ...line,
        embalagem: { tipo: 'rigida_lavavel', capacidade: 5 },
      })),
    };
    answer(await owner(post('/api/stock/entradas', packed)), 201, stockEntry);
    expect(
      (await t.db.select().from(stockContainerObligations)).map((o) => [
        o.tipo,
        o.capacidade,
        o.quantidade,
      ]),
    ).toEqual([['rigida_lavavel', 5, 4]]);
  });

  it("keeps each company's own: no match with another's product, its product refused, its entry 404", async () => {
    const a = await company();
    await a.owner(
      productSettingsRequest(a.ids.product, {
        embalagem_tipo: 'rigida_lavavel',
        embalagem_capacidade: 5,
      }),
    );
    const entry = answer(
      await a.owner(
        post(
          '/api/stock/entradas',
          confirmation(await previewOf(a.owner, NFE_GALLONS), a.ids.product),
        ),
      ),
      201,
      stockEntry,
    );
    const b = await companyReadyToFly(t.app, 'dono@outra.com.br');
    await b.owner({ method: 'DELETE', url: `/api/registers/products/${b.ids.product}` });
    const preview = await previewOf(b.owner, NFE_GALLONS);
    expect(preview.fornecedor.supplier_id).toBeNull();
    expect(preview.linhas[0]).toMatchObject({ correspondencia: null, product_id: null });
    const foreign = await b.owner(
      post('/api/stock/entradas', confirmation(preview, a.ids.product, true)),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({
      'linhas.0.product_id': 'Produto não encontrado.',
    });
    expect(
      (await b.owner({ method: 'GET', url: `/api/stock/entradas/${entry.id}` })).statusCode,
    ).toBe(404);
  });
  // Decision 031: the confirmation is read again against the XML it came from; what the XML
  // says cannot be changed on the way, what it leaves to the user can.
  it.each<[string, (body: ReturnType<typeof confirmation>) => unknown, Record<string, string>]>([
    [
      'a quantity',
      (body) => ({ ...body, linhas: body.linhas.map((l) => ({ ...l, quantidade: 200 })) }),
      { 'linhas.0.quantidade': 'Quantidade na NF-e: 10,000 L.' },
    ],
    [
      "a line's value",
      (body) => ({ ...body, linhas: body.linhas.map((l) => ({ ...l, valor_cents: 1 })) }),
      // 10 L × R$ 45,50
      { 'linhas.0.valor_cents': 'Valor da linha na NF-e: R$ 455,00.' },
    ],
    [
      'the number and the addressee',
      (body) => ({
        ...body,
        nf_numero: '999',
        nfe: { ...body.nfe, destinatario: OUR_CNPJ },
      }),
      {
        nf_numero: 'Número na NF-e: 3807.',
        'nfe.destinatario': 'Destinatário na NF-e: 11.444.777/0001-61.',
      },
    ],
    [
      'the lines (one more)',
      (body) => ({ ...body, linhas: [...body.linhas, body.linhas[0]] }),
      { linhas: 'A NF-e tem 1 linha (uma por lote).' },
    ],
  ])(
    'refuses a confirmation that changes %s (409), and writes nothing',
    async (_, change, fields) => {
      const { owner, ids } = await company();
      await owner(productSettingsRequest(ids.product, FIVE_LITRE_CANS));
      const body = confirmation(await previewOf(owner, NFE_FOREIGN_DEST), ids.product, true);
      const refused = await owner(post('/api/stock/entradas', change(body) as object));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'NFE_MISMATCH',
        message: 'A entrada não confere com o XML da NF-e importada. Importe o XML de novo.',
        fields,
      });
      expect(await t.db.select().from(stockEntries)).toEqual([]);
      // The product, the lot of a line without rastro and the package are the user's to give.
      answer(await owner(post('/api/stock/entradas', body)), 201, stockEntry);
    },
  );
});
