import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bankAccounts,
  financeCategories,
  financeInstallments,
  financePayments,
  financeTitleOperations,
  financeTitles,
  operations,
} from '../db/schema/index.ts';
import { entryPayload } from '../test/stock-entries.ts';
import { useTestApp } from '../test/app.ts';
import {
  caller,
  type Caller,
  companyReadyToFly,
  linkSamplePilot,
  newOperation,
} from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';
import { createTitle } from './title-writes.ts';
import { setCompany } from '../test/factories.ts';

// The titles the system writes by itself (decision 014): receivables of concluded operations and
// of proposals billed on approval, payables of stock entries.

// 23/11/2026, 10:00 in São Paulo.
const t = useTestApp({ now: new Date('2026-11-23T13:00:00Z') });
let fly: Awaited<ReturnType<typeof companyReadyToFly>>;
beforeEach(async () => {
  fly = await companyReadyToFly(t.app);
});

/** A status action; reopening gives its reason (decision 029). */
const act = (as: Caller, id: string, action: string) =>
  as({
    method: 'POST',
    url: `/api/operations/${id}/${action}`,
    payload: action === 'reabrir' ? { motivo: 'Área aplicada corrigida' } : undefined,
  });

/** Posts the sample operation (120,5 ha of 'Aplicação líquida' at R$ 40,00/ha) on `data`. */
const operation = (change: object = {}) => newOperation(fly.owner, { ...fly.complete, ...change });

/** Posts and concludes the sample operation; answers its id. */
async function concluded(change: object = {}) {
  const id = await operation(change);
  expect((await act(fly.owner, id, 'concluir')).statusCode).toBe(200);
  return id;
}

/** Every title with its category's key and its installments, oldest first. */
async function titles() {
  const rows = await t.db
    .select({ title: financeTitles, chave: financeCategories.chave })
    .from(financeTitles)
    .innerJoin(financeCategories, eq(financeCategories.id, financeTitles.category_id))
    .orderBy(asc(financeTitles.created_at));
  const installments = await t.db
    .select()
    .from(financeInstallments)
    .orderBy(asc(financeInstallments.numero));
  return rows.map(({ title, chave }) => ({
    ...title,
    chave,
    parcelas: installments
      .filter((line) => line.title_id === title.id)
      .map(({ vencimento, valor_cents }) => ({ vencimento, valor_cents })),
  }));
}
const open = async () => (await titles()).filter((title) => title.cancelado_at === null);
const links = () => t.db.select().from(financeTitleOperations);

const setTerms = (condicao_pagamento: string, vencimento_fixo: string | null = null) =>
  fly.owner({
    method: 'PUT',
    url: `/api/registers/clients/${fly.ids.client}`,
    payload: { nome: 'Agropecuária Boa Vista', uf: 'MT', condicao_pagamento, vencimento_fixo },
  });

describe('a concluded operation is a receivable', () => {
  it.each([
    ['a_vista', null, '2026-11-10'],
    ['30_dias', null, '2026-12-10'],
    ['60_dias', null, '2027-01-09'],
    ['90_dias', null, '2027-02-08'],
    ['data_fixa', '2027-03-31', '2027-03-31'],
  ])('due by the client’s terms: %s %s → %s', async (terms, fixed, due) => {
    expect((await setTerms(terms, fixed)).statusCode).toBe(200);
    const id = await concluded();
    const [title, ...more] = await titles();
    expect(more).toEqual([]);
    expect(title).toMatchObject({
      lado: 'receber',
      origem: 'operacao',
      chave: 'servicos',
      client_id: fly.ids.client,
      aircraft_id: fly.ids.aircraft,
      competencia: '2026-11-10',
      descricao: 'Operação 2026/0001 — Fazenda Santa Rita / Agropecuária Boa Vista',
      documento: '2026/0001',
      total_cents: 482_000,
      parcelas: [{ vencimento: due, valor_cents: 482_000 }],
    });
    expect(await links()).toMatchObject([
      { title_id: title!.id, operation_id: id, valor_cents: 482_000, ativo: true },
    ]);
  });

  it('bills nothing for an operation without a price, and once however often it is concluded', async () => {
    await concluded({ preco_unitario_cents: 0 });
    expect(await titles()).toEqual([]);
    const id = await operation();
    const results = await Promise.all([1, 2, 3].map(() => act(fly.owner, id, 'concluir')));
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await titles()).toHaveLength(1);
  });

  it('concluding, reopening and concluding leaves exactly one open receivable', async () => {
    const id = await concluded();
    expect((await act(fly.owner, id, 'reabrir')).statusCode).toBe(200);
    const [cancelled] = await titles();
    expect(cancelled).toMatchObject({ motivo_cancelamento: 'Operação reaberta' });
    expect(cancelled!.cancelado_at).not.toBeNull();
    expect((await links()).map((link) => link.ativo)).toEqual([false]);
    expect((await act(fly.owner, id, 'concluir')).statusCode).toBe(200);
    const [receivable, ...more] = await open();
    expect(more).toEqual([]);
    expect(receivable).toMatchObject({ origem: 'operacao', total_cents: 482_000 });
    expect(await titles()).toHaveLength(2);
  });

  it('keeps a receivable with payments through a reopening: concluding again finds it', async () => {
    const id = await concluded();
    const [title] = await titles();
    const [installment] = await t.db.select().from(financeInstallments);
    const [account] = await t.db
      .insert(bankAccounts)
      .values({ company_id: fly.companyId, nome: 'Sicredi', saldo_inicial_data: '2026-11-01' })
      .returning();
    await t.db.insert(financePayments).values({
      company_id: fly.companyId,
      installment_id: installment!.id,
      data: '2026-11-12',
      valor_cents: 100_000,
      bank_account_id: account!.id,
      metodo: 'pix',
    });
    expect((await act(fly.owner, id, 'reabrir')).statusCode).toBe(200);
    expect((await act(fly.owner, id, 'concluir')).statusCode).toBe(200);
    expect(await titles()).toMatchObject([{ id: title!.id, cancelado_at: null }]);
    expect(await links()).toMatchObject([{ title_id: title!.id, ativo: true }]);
  });

  it('reopening one operation of a fatura gives the others their own receivable again', async () => {
    const a = await concluded();
    const b = await concluded({ data: '2026-11-12', area_ha: 100 });
    // The two receivables gathered into one fatura, as the titles' API does it.
    await t.db.update(financeTitleOperations).set({ ativo: false });
    await t.db.update(financeTitles).set({ cancelado_at: new Date() });
    const [first] = await titles();
    const fatura = await createTitle(
      t.db,
      { companyId: fly.companyId, userId: first!.created_by! },
      {
        lado: 'receber',
        origem: 'operacao',
        descricao: 'Fatura de novembro',
        category_id: first!.category_id,
        client_id: fly.ids.client,
        competencia: '2026-11-30',
        total_cents: 882_000,
        plan: { parcelas: 1, primeiro_vencimento: '2026-12-15' },
        operations: [
          { operation_id: a, valor_cents: 482_000 },
          { operation_id: b, valor_cents: 400_000 },
        ],
      },
    );
    expect((await act(fly.owner, a, 'reabrir')).statusCode).toBe(200);
    const [own, ...more] = await open();
    expect(more).toEqual([]);
    expect(own).toMatchObject({ documento: '2026/0002', total_cents: 400_000 });
    const active = (await links()).filter((link) => link.ativo);
    expect(active).toMatchObject([{ title_id: own!.id, operation_id: b }]);
    expect((await titles()).find((row) => row.id === fatura)!.cancelado_at).not.toBeNull();
  });

  it('is written by the server when a pilot concludes their flight', async () => {
    await setCompany(t.db, fly.companyId, { subscription_status: 'active' });
    const pilot = await joinCompany(t.app, fly.companyId, 'pilot', 'piloto@aerosul.com.br');
    await linkSamplePilot(fly.owner, fly.ids.pilot, pilot.userId);
    const id = await operation();
    expect((await act(caller(t.app, pilot.cookie), id, 'concluir')).statusCode).toBe(200);
    expect(await titles()).toMatchObject([
      { origem: 'operacao', created_by: pilot.userId, total_cents: 482_000 },
    ]);
  });
});

describe('a proposal billed on approval is one receivable', () => {
  const proposal = (faturar_na_aprovacao: boolean) => ({
    client_id: fly.ids.client,
    property_id: fly.ids.property,
    validade: '2026-12-08',
    faturar_na_aprovacao,
    parcelas: 3,
    linhas: [
      {
        service_id: fly.ids.service,
        descricao: 'Aplicação líquida',
        unidade: 'ha',
        quantidade: 100,
        preco_unitario_cents: 4_001,
      },
    ],
  });
  async function approved(faturar: boolean) {
    const id = (
      await fly.owner({ method: 'POST', url: '/api/proposals', payload: proposal(faturar) })
    ).json().proposal.id as string;
    const approve = () =>
      fly.owner({
        method: 'POST',
        url: `/api/proposals/${id}/aprovar`,
        payload: { data: '2026-12-02', aircraft_id: fly.ids.aircraft, pilot_id: fly.ids.pilot },
      });
    const results = await Promise.all([approve(), approve()]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    const [job] = await t.db.select().from(operations).where(eq(operations.proposal_id, id));
    // The scheduled job completed as flown, then concluded.
    await fly.owner({
      method: 'PUT',
      url: `/api/operations/${job!.id}`,
      payload: { ...fly.complete, data: '2026-12-02' },
    });
    expect((await act(fly.owner, job!.id, 'concluir')).statusCode).toBe(200);
    return id;
  }

  it('in monthly installments from the approval date by the client’s terms, and its operations bill nothing', async () => {
    await setTerms('30_dias');
    const id = await approved(true);
    expect(await titles()).toMatchObject([
      {
        origem: 'proposta',
        proposal_id: id,
        chave: 'servicos',
        client_id: fly.ids.client,
        aircraft_id: fly.ids.aircraft,
        competencia: '2026-11-23',
        documento: '2026/0001',
        descricao: 'Proposta 2026/0001 — Agropecuária Boa Vista',
        total_cents: 400_100,
        parcelas: [
          { vencimento: '2026-12-23', valor_cents: 133_366 },
          { vencimento: '2027-01-23', valor_cents: 133_366 },
          { vencimento: '2027-02-23', valor_cents: 133_368 },
        ],
      },
    ]);
  });

  it('without it, its operations are billed as they are concluded', async () => {
    await approved(false);
    expect(await titles()).toMatchObject([{ origem: 'operacao', proposal_id: null }]);
  });
});

describe('a stock entry is a payable', () => {
  const post = (payload: object) =>
    fly.owner({ method: 'POST', url: '/api/stock/entradas', payload });
  const fungicide = () => ({ product_id: fly.ids.product, lote: 'FX-1', quantidade: 100 });

  it('of the NF’s total, due on its duplicatas, filed under insumos', async () => {
    const vencimentos = [
      { vencimento: '2026-12-03', valor_cents: 400_000 },
      { vencimento: '2027-01-03', valor_cents: 500_000 },
    ];
    const res = await post({
      ...entryPayload([fungicide(), { combustivel: 'avgas', quantidade: 100, unidade: 'L' }]),
      vencimentos,
    });
    expect(res.statusCode, res.body).toBe(201);
    const supplier = res.json().fornecedor.id;
    expect(await titles()).toMatchObject([
      {
        lado: 'pagar',
        origem: 'estoque',
        chave: 'insumos',
        stock_entry_id: res.json().id,
        supplier_id: supplier,
        client_id: null,
        documento: 'NF 1/1201',
        descricao: 'NF 1/1201 — Agro Insumos Sorriso Ltda.',
        competencia: '2026-11-03',
        total_cents: 900_000,
        parcelas: vencimentos,
      },
    ]);
  });

  it('of fuel alone, filed under combustível, due on the NF’s date without duplicatas', async () => {
    const res = await post(entryPayload([{ combustivel: 'avgas', quantidade: 200, unidade: 'L' }]));
    expect(res.statusCode).toBe(201);
    expect(await titles()).toMatchObject([
      {
        chave: 'combustivel',
        total_cents: 900_000,
        parcelas: [{ vencimento: '2026-11-03', valor_cents: 900_000 }],
      },
    ]);
  });

  it('refuses duplicatas that do not sum to the total, naming them, and stores nothing', async () => {
    const res = await post({
      ...entryPayload([fungicide()]),
      vencimentos: [{ vencimento: '2026-12-03', valor_cents: 449_999 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      vencimentos: 'A soma das parcelas deve ser igual ao valor total.',
    });
    expect(await titles()).toEqual([]);
    expect((await fly.owner({ method: 'GET', url: '/api/stock/entradas' })).json().total).toBe(0);
  });
});
