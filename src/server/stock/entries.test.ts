import { describe, expect, it } from 'vitest';
import {
  nfePreview,
  stockBalances,
  stockEntry,
  stockMovement,
} from '../../domain/stock/response-contracts.ts';
import { stockEntries, stockLots, stockMovements } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { endTrial } from '../test/factories.ts';
import { type Caller, companyReadyToFly, pilotCaller } from '../test/operations.ts';
import { NFE_AGRO, NFE_MALFORMED } from '../test/nfe-samples.ts';
import { PACKAGE_REQUIRED } from '../../domain/stock/containers.ts';
import {
  entryPayload,
  productSettingsRequest,
  stockUp,
  TEST_PACKAGE,
} from '../test/stock-entries.ts';

const t = useTestApp();

const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
/** An adjustment of `lot`: its reason, quantity or counted balance, and explanation. */
const adjust = (lot: string, fields: object) =>
  post('/api/stock/ajustes', { lot_id: lot, ...fields });
/** A loss of 1 unit of a lot, as an adjustment. */
const lossOf = (lot: string) => adjust(lot, { motivo: 'perda', quantidade: 1, observacao: 'x' });
/** Sends the adjustment as `member` and reads the movement recorded (201). */
const adjusted = async (member: Caller, request: ReturnType<typeof adjust>) =>
  answer(await member(request), 201, stockMovement);
const rowCounts = async () => ({
  entries: (await t.db.select().from(stockEntries)).length,
  lots: (await t.db.select().from(stockLots)).length,
  movements: (await t.db.select().from(stockMovements)).length,
});

describe('an entry typed by hand owes the empty containers of an agrotóxico', () => {
  // Lei 9.974/2000 and Decreto 4.074/2002, art. 53: the buyer returns an agrotóxico's empty
  // containers, so its entry must say how it is packaged, typed by hand as read from an NF-e
  // (issue 38, decision 031). 100 L in 20 L containers owes ceil(100 / 20) = 5.
  it.each<[string, string, { usual?: boolean; line?: object | null }, number | string]>([
    ['a fungicida with no package and no usual one', 'fungicida', { line: null }, PACKAGE_REQUIRED],
    ['a herbicida with no package and no usual one', 'herbicida', { line: null }, PACKAGE_REQUIRED],
    ['a fungicida in 20 L containers', 'fungicida', { line: TEST_PACKAGE }, 5],
    [
      "a fungicida in its product's usual 20 L package",
      'fungicida',
      { usual: true, line: null },
      5,
    ],
    ['an adjuvante with no package (owes none)', 'adjuvante', { line: null }, 0],
  ])('%s', async (_, classe, packaging, expected) => {
    const { owner } = await companyReadyToFly(t.app);
    const product = await owner(
      post('/api/registers/products', { nome_comercial: 'Produto X', classe, unidade: 'L' }),
    );
    const id = product.json().id as string;
    if (packaging.usual)
      await owner(
        productSettingsRequest(id, { embalagem_tipo: 'rigida_lavavel', embalagem_capacidade: 20 }),
      );
    const before = await rowCounts();
    const res = await owner(
      post(
        '/api/stock/entradas',
        entryPayload([{ product_id: id, lote: 'X-1', quantidade: 100, embalagem: packaging.line }]),
      ),
    );
    const owed = (await owner({ method: 'GET', url: '/api/stock/embalagens' })).json()
      .embalagens as { quantidade: number }[];
    if (typeof expected === 'string') {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ 'linhas.0.embalagem': expected });
      expect(await rowCounts()).toEqual(before);
      expect(owed).toEqual([]);
    } else {
      expect(res.statusCode, res.body).toBe(201);
      expect(owed.reduce((sum, line) => sum + line.quantidade, 0)).toBe(expected);
    }
  });
});

describe('entries by nota fiscal', () => {
  it('creates the lots in the product unit, the entradas, the supplier code and the containers owed', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    const res = await owner(
      post(
        '/api/stock/entradas',
        entryPayload([
          {
            product_id: ids.product,
            codigo_fornecedor: '7891-FX5',
            lote: 'FX-1',
            quantidade: 100,
            custo_unitario_cents: 4_550,
            fabricacao: '2026-08-01',
            validade: '2028-07-31',
            embalagem: { tipo: 'rigida_lavavel', capacidade: 20 },
          },
          {
            product_id: ids.product,
            lote: 'FX-0',
            quantidade: 500,
            unidade: 'mL',
            custo_unitario_cents: 5,
            embalagem: { tipo: 'rigida_lavavel', capacidade: 500 },
          },
          { combustivel: 'avgas', quantidade: 1_000, custo_unitario_cents: 890 },
        ]),
      ),
    );
    const entry = answer(res, 201, stockEntry);
    expect(entry).toMatchObject({
      fornecedor: { nome: 'Agro Insumos Sorriso Ltda.', cnpj: '11222333000181' },
      nf_numero: '1201',
      nf_serie: '1',
      // 100 × 45,50 + 500 × 0,05 + 1.000 × 8,90
      total_cents: 455_000 + 2_500 + 890_000,
    });
    expect(
      entry.linhas.map((l) => [l.nome, l.lote, l.saldo, l.unidade, l.custo_unitario_cents]),
    ).toEqual(
      // The lot that expires first first; those without expiry after it.
      [
        ['Fox Xpro', 'FX-1', 100, 'L', 4_550],
        expect.arrayContaining([]),
        expect.arrayContaining([]),
      ],
    );
    expect(
      entry.linhas
        .slice(1)
        .map((l) => [l.nome, l.lote, l.saldo, l.custo_unitario_cents])
        .sort(),
    ).toEqual([
      ['AVGAS 100LL', 'NF 1201', 1_000, 890],
      ['Fox Xpro', 'FX-0', 0.5, 5_000],
    ]);
    const owed = (await owner({ method: 'GET', url: '/api/stock/embalagens' })).json();
    // 100 L in 20 L containers: 5; 500 mL in one 500 mL container (0,5 L): 1.
    expect(owed.embalagens).toHaveLength(2);
    expect(owed.embalagens).toEqual(
      expect.arrayContaining(
        [
          [20, 5],
          [0.5, 1],
        ].map(([capacidade, quantidade]) =>
          expect.objectContaining({
            nome: 'Fox Xpro',
            tipo: 'rigida_lavavel',
            capacidade,
            quantidade,
            pendentes: quantidade,
            devolver_ate: '2027-11-03',
          }),
        ),
      ),
    );
    // The supplier's code is remembered: the next NF-e matches by it.
    const preview = answer(
      await owner(
        post('/api/stock/entradas/nfe', {
          xml: NFE_AGRO.replace('<nNF>1201</nNF>', '<nNF>1202</nNF>'),
        }),
      ),
      200,
      nfePreview,
    );
    expect(preview.linhas[0]).toMatchObject({ correspondencia: 'codigo', product_id: ids.product });
    // Balances at weighted average cost: (100 × 45,50 + 0,5 × 50,00) / 100,5 = 45,52
    const balances = answer(
      await owner({ method: 'GET', url: '/api/stock/saldos?tipo=produto' }),
      200,
      stockBalances,
    );
    expect(balances.itens).toMatchObject([
      { nome: 'Fox Xpro', quantidade: 100.5, valor_cents: 457_500, custo_medio_cents: 4_552 },
    ]);
  });

  it('answers 400 naming the fields: negative quantity, expiry before manufacture, unknown product, unit', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    const before = await rowCounts();
    const bad = await owner(
      post(
        '/api/stock/entradas',
        entryPayload([
          { product_id: ids.product, lote: 'A', quantidade: -5 },
          {
            product_id: ids.product,
            lote: 'B',
            quantidade: 5,
            fabricacao: '2026-10-01',
            validade: '2026-09-01',
          },
        ]),
      ),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'linhas.0.quantidade',
      'linhas.1.validade',
    ]);
    const unknown = await owner(
      post(
        '/api/stock/entradas',
        entryPayload([
          { product_id: '6a1f7a57-8d0b-4a43-b1f4-25f4c8e0a111', lote: 'A', quantidade: 5 },
          { product_id: ids.product, lote: 'B', quantidade: 5, unidade: 'kg' },
        ]),
      ),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({
      'linhas.0.product_id': 'Produto não encontrado.',
      'linhas.1.unidade': 'O produto é medido em L: use L ou mL.',
    });
    const cnpj = await owner(
      post('/api/stock/entradas', {
        ...entryPayload([{ product_id: ids.product, lote: 'A', quantidade: 5 }]),
        fornecedor: { nome: 'X', cnpj: '11.222.333/0001-80' },
      }),
    );
    expect(cnpj.json().error.fields).toEqual({
      'fornecedor.cnpj': 'CNPJ do fornecedor inválido: confira os dígitos.',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses the same NF of the same supplier twice (409 on nf_numero), not of another supplier', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    const line = [{ product_id: ids.product, lote: 'A', quantidade: 5 }];
    await stockUp(owner, line);
    const before = await rowCounts();
    const again = await owner(post('/api/stock/entradas', entryPayload(line)));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'STOCK_ENTRY_DUPLICATE',
      fields: { nf_numero: expect.any(String) },
    });
    expect(await rowCounts()).toEqual(before);
    const other = {
      ...entryPayload(line),
      fornecedor: { nome: 'Outra Revenda', cnpj: '04.252.011/0001-10' },
    };
    expect((await owner(post('/api/stock/entradas', other))).statusCode).toBe(201);
  });

  it('previews an NF-e without storing anything: matches by name and fuel, flags units to confirm', async () => {
    const { owner } = await companyReadyToFly(t.app);
    const before = await rowCounts();
    const preview = answer(
      await owner(post('/api/stock/entradas/nfe', { xml: NFE_AGRO })),
      200,
      nfePreview,
    );
    expect(preview).toMatchObject({
      fornecedor: { cnpj: '11222333000181', supplier_id: null },
      nf_numero: '1201',
      nf_data: '2026-11-03',
      local_devolucao: 'Central inpEV Sorriso-MT, Rod. BR-163 km 742',
      duplicada: false,
    });
    expect(
      preview.linhas.map((l) => [
        l.item,
        l.correspondencia,
        l.lote,
        l.quantidade,
        l.unidade,
        l.custo_unitario_cents,
      ]),
    ).toEqual([
      [1, 'nome', 'FX-2026-11', 100, 'L', 4_550],
      [1, 'nome', 'FX-2026-07', 50, 'L', 4_550],
      [2, null, null, 500, 'kg', 320],
      [3, null, null, null, null, 12_000],
    ]);
    expect(preview.avisos).toEqual([
      // The company has no CNPJ on record to tell the NF is its own; Fox Xpro has no package.
      'Esta nota é destinada a AERO SUL AVIACAO AGRICOLA (04.252.011/0001-10); sua empresa não tem CNPJ em Perfil para conferir. Confira antes de confirmar a entrada.',
      'Item 1 (FOX XPRO 5L BAYER): agrotóxico sem embalagem padrão — informe o tipo e o conteúdo da embalagem, para as embalagens vazias a devolver.',
      'Item 2 (UREIA PROTEGIDA SACO 25KG): escolha o produto.',
      'Item 3 (ADJUVANTE OLEO MINERAL GALAO): escolha o produto.',
      "Item 3: unidade 'UN' — informe a quantidade em L, mL, kg ou g.",
    ]);
    const malformed = await owner(post('/api/stock/entradas/nfe', { xml: NFE_MALFORMED }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toMatchObject({
      code: 'NFE_INVALID',
      fields: { xml: expect.stringMatching(/linha 4/) },
    });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('adjustments', () => {
  it('need a reason; losses never go below zero; an inventory sets the counted balance', async () => {
    const { owner, ids } = await companyReadyToFly(t.app);
    const lots = await stockUp(owner, [{ product_id: ids.product, lote: 'A', quantidade: 10 }]);
    const noReason = await owner(adjust(lots.A!, { motivo: 'perda', quantidade: 1 }));
    expect(Object.keys(noReason.json().error.fields)).toEqual(['observacao']);
    const tooMuch = await owner(
      adjust(lots.A!, {
        motivo: 'perda',
        quantidade: 12,
        observacao: 'Vazou',
      }),
    );
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(
      'Saldo insuficiente de Fox Xpro, lote A: faltam 2,000 L (saldo 10,000 L).',
    );
    const loss = await adjusted(
      owner,
      adjust(lots.A!, {
        motivo: 'perda',
        quantidade: 1.5,
        observacao: 'Galão furado',
      }),
    );
    expect(loss).toMatchObject({
      tipo: 'ajuste',
      motivo: 'perda',
      quantidade: -1.5,
      observacao: 'Galão furado',
      valor_cents: -6_750,
    });
    const count = await adjusted(
      owner,
      adjust(lots.A!, {
        motivo: 'inventario',
        saldo_contado: 9,
        observacao: 'Contagem de novembro',
      }),
    );
    expect(count.quantidade).toBe(0.5);
    const lot = (await owner({ method: 'GET', url: `/api/stock/lotes/${lots.A}` })).json();
    expect(lot.lote.saldo).toBe(9);
    expect(lot.movimentos.map((m: { tipo: string }) => m.tipo)).toEqual([
      'ajuste',
      'ajuste',
      'entrada',
    ]);
  });
});

describe('who may record stock', () => {
  it('lets every member read, refuses pilots on entries and adjustments (403), and asks for a subscription (402)', async () => {
    const { owner, ids, companyId } = await companyReadyToFly(t.app);
    const lots = await stockUp(owner, [{ product_id: ids.product, lote: 'A', quantidade: 10 }]);
    const pilot = await pilotCaller(t.app, companyId);
    expect((await pilot({ method: 'GET', url: '/api/stock/saldos' })).statusCode).toBe(200);
    expect((await pilot({ method: 'GET', url: '/api/stock/movimentos' })).statusCode).toBe(200);
    const entry = entryPayload([{ product_id: ids.product, lote: 'B', quantidade: 1 }], '77');
    expect((await pilot(post('/api/stock/entradas', entry))).statusCode).toBe(403);
    expect((await pilot(post('/api/stock/entradas/nfe', { xml: NFE_AGRO }))).statusCode).toBe(403);
    expect((await pilot(lossOf(lots.A!))).statusCode).toBe(403);
    await endTrial(t.db, companyId, new Date('2020-01-01'));
    expect((await owner(post('/api/stock/entradas', entry))).statusCode).toBe(402);
    expect((await owner({ method: 'GET', url: '/api/stock/saldos' })).statusCode).toBe(200);
  });

  it("answers 404 for another company's lot, entry and product", async () => {
    const a = await companyReadyToFly(t.app);
    const lots = await stockUp(a.owner, [{ product_id: a.ids.product, lote: 'A', quantidade: 10 }]);
    const entryId = (await a.owner({ method: 'GET', url: '/api/stock/entradas' })).json()
      .entradas[0].id;
    const b = await companyReadyToFly(t.app, 'dono@outra.com.br');
    expect((await b.owner({ method: 'GET', url: `/api/stock/lotes/${lots.A}` })).statusCode).toBe(
      404,
    );
    expect(
      (await b.owner({ method: 'GET', url: `/api/stock/entradas/${entryId}` })).statusCode,
    ).toBe(404);
    const put = productSettingsRequest(a.ids.product, { minimo: 1 });
    expect((await b.owner(put)).statusCode).toBe(404);
    // An adjustment of A's lot, or an entry of A's product, finds nothing in B's scope.
    expect((await b.owner(lossOf(lots.A!))).statusCode).toBe(400);
    const foreign = await b.owner(
      post(
        '/api/stock/entradas',
        entryPayload([{ product_id: a.ids.product, lote: 'Z', quantidade: 1 }]),
      ),
    );
    expect(foreign.json().error.fields).toEqual({
      'linhas.0.product_id': 'Produto não encontrado.',
    });
  });
});
