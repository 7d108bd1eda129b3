import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  bankAccounts,
  financeTitle,
  installmentPage,
} from '../../domain/accounting/response-contracts.ts';
import { users } from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer, answering, expectFieldError } from '../test/contracts.ts';
import { insertOperation } from '../test/operations.ts';
import { accountingCompany, payRequest, postTitle, titlePayload } from '../test/accounting.ts';
import { categoryOf, createTitle } from './title-writes.ts';

/** 20 March 2026, 9h in São Paulo. */
const t = useTestApp({ now: new Date('2026-03-20T12:00:00Z') });

describe('titles typed by hand and their payments', () => {
  it('split to the centavo, listed with derived statuses and totals, paid in parts, reversed', async () => {
    const { owner, accountId, insurance } = await accountingCompany(t.app);
    // Each action on the title answers it.
    const titleOf = answering(owner, financeTitle);
    const title = await postTitle(owner, titlePayload(insurance, { parcelas: 3 }));
    expect(title.parcelas.map((p) => [p.vencimento, p.valor_cents, p.status])).toEqual([
      ['2026-03-15', 33_333, 'vencido'],
      ['2026-04-15', 33_333, 'pendente'],
      ['2026-05-15', 33_334, 'pendente'],
    ]);
    const list = async (query = '') =>
      answer(
        await owner({ method: 'GET', url: `/api/accounting/titulos?lado=pagar${query}` }),
        200,
        installmentPage,
      );
    const all = await list();
    expect(all.items.map((row) => [row.numero, row.parcelas, row.status])).toEqual([
      [1, 3, 'vencido'],
      [2, 3, 'pendente'],
      [3, 3, 'pendente'],
    ]);
    expect(all.totais).toEqual({
      valor_cents: 100_000,
      pago_cents: 0,
      saldo_cents: 100_000,
      vencido_cents: 33_333,
    });
    expect((await list('&busca=SEGURADORA%20aerea')).total).toBe(3);
    expect((await list('&busca=hangar')).total).toBe(0);
    expect((await list('&de=2026-04-01&ate=2026-04-30')).total).toBe(1);
    expect(
      (await owner({ method: 'GET', url: '/api/accounting/titulos?lado=receber' })).json().total,
    ).toBe(0);

    const first = title.parcelas[0]!.id;
    const part = await titleOf(payRequest(first, accountId, 10_000), 201);
    expect(part.parcelas[0]).toMatchObject({
      pago_cents: 10_000,
      saldo_cents: 23_333,
      status: 'vencido',
    });
    const over = await owner(payRequest(first, accountId, 23_334));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.fields).toEqual({
      valor_cents: 'Valor pago maior que o saldo da parcela (R$ 233,33).',
    });
    // Two payments of what is left at the same moment: one is recorded, the other refused.
    const both = await Promise.all([1, 2].map(() => owner(payRequest(first, accountId, 23_333))));
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 400]);
    const paid = await titleOf({ method: 'GET', url: `/api/accounting/titulos/${title.id}` });
    expect(paid.parcelas[0]!.status).toBe('pago');
    expect(paid).toMatchObject({ pago_cents: 33_333, saldo_cents: 66_667 });
    expect((await list('&status=pago')).items.map((row) => row.id)).toEqual([first]);
    const [account] = answer(
      await owner({ method: 'GET', url: '/api/accounting/contas' }),
      200,
      bankAccounts,
    );
    expect(account!.saldo_cents).toBe(1_000_000 - 33_333);

    const reversed = await titleOf({
      method: 'DELETE',
      url: `/api/accounting/pagamentos/${paid.parcelas[0]!.pagamentos[1]!.id}`,
    });
    expect(reversed.parcelas[0]).toMatchObject({ pago_cents: 10_000, status: 'vencido' });
    // The list reads what the payments settle from the installment's own row (kept by a
    // trigger in each payment's and reversal's transaction): 100,00 again, 233,33 overdue.
    const after = await list();
    expect(after.items.find((row) => row.id === first)).toMatchObject({
      pago_cents: 10_000,
      saldo_cents: 23_333,
      status: 'vencido',
    });
    expect(after.totais).toEqual({
      valor_cents: 100_000,
      pago_cents: 10_000,
      saldo_cents: 90_000,
      vencido_cents: 23_333,
    });
    // A page past the last answers no rows and still the totals of every row selected.
    expect(await list('&pagina=2')).toMatchObject({ items: [], total: 3, totais: after.totais });
  });

  it('cancel and re-split only without payments', async () => {
    const { owner, accountId, insurance, services } = await accountingCompany(t.app);
    // Each action on the title answers it.
    const titleOf = answering(owner, financeTitle);
    const title = await postTitle(owner, titlePayload(insurance));
    const url = `/api/accounting/titulos/${title.id}`;
    const paid = await titleOf(payRequest(title.parcelas[0]!.id, accountId, 5_000), 201);
    const cancel = {
      method: 'POST' as const,
      url: `${url}/cancelar`,
      payload: { motivo: 'Lançada em duplicidade' },
    };
    const resplit = {
      method: 'POST' as const,
      url: `${url}/parcelar`,
      payload: { total_cents: 120_001, parcelas: 2, primeiro_vencimento: '31/01/2026' },
    };
    for (const [call, message] of [
      [cancel, 'Estorne os pagamentos antes de cancelar.'],
      [resplit, 'Estorne os pagamentos antes de reparcelar.'],
    ] as const) {
      const res = await owner(call);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(message);
    }
    await owner({
      method: 'DELETE',
      url: `/api/accounting/pagamentos/${paid.parcelas[0]!.pagamentos[0]!.id}`,
    });
    const split = await titleOf(resplit);
    expect(split.total_cents).toBe(120_001);
    expect(split.parcelas.map((p) => [p.vencimento, p.valor_cents])).toEqual([
      ['2026-01-31', 60_000],
      ['2026-02-28', 60_001],
    ]);
    const renamed = await titleOf({
      method: 'PATCH',
      url,
      payload: { descricao: 'Seguro casco PR-AGV', documento: 'AP-778' },
    });
    expect(renamed).toMatchObject({ descricao: 'Seguro casco PR-AGV', documento: 'AP-778' });
    const wrongKind = await owner({ method: 'PATCH', url, payload: { category_id: services } });
    expect(wrongKind.json().error.fields).toEqual({
      category_id: 'Escolha uma categoria de despesa para uma conta a pagar.',
    });
    const cancelled = await titleOf(cancel);
    expect(cancelled.motivo_cancelamento).toBe('Lançada em duplicidade');
    expect(cancelled.parcelas.map((p) => p.status)).toEqual(['cancelado', 'cancelado']);
    expect((await owner(cancel)).statusCode).toBe(409);
    expect((await owner(payRequest(split.parcelas[0]!.id, accountId, 100))).statusCode).toBe(409);
    const list = (status = '') =>
      owner({ method: 'GET', url: `/api/accounting/titulos?lado=pagar${status}` });
    expect((await list()).json().total).toBe(0);
    expect((await list('&status=cancelado')).json().total).toBe(2);
  });

  it('refuse what is missing or wrong (400 naming the field)', async () => {
    const { owner, accountId, insurance, services } = await accountingCompany(t.app);
    const stranger = '6a1f7a57-8d0b-4a43-b1f4-25f4c8e0a111';
    for (const [overrides, field, message] of [
      [{ descricao: ' ' }, 'descricao', 'Descrição é obrigatória.'],
      [{ total_cents: 0 }, 'total_cents', 'Valor total deve ser maior que zero.'],
      [{ primeiro_vencimento: null }, 'primeiro_vencimento', 'Primeiro vencimento é obrigatório.'],
      [{ parcelas: 49 }, 'parcelas', 'Número de parcelas deve ser no máximo 48.'],
      [
        { vencimentos: [{ vencimento: '2026-04-01', valor_cents: 90_000 }] },
        'vencimentos',
        'A soma das parcelas deve ser igual ao valor total.',
      ],
      [
        { category_id: services },
        'category_id',
        'Escolha uma categoria de despesa para uma conta a pagar.',
      ],
      [
        { lado: 'receber' },
        'category_id',
        'Escolha uma categoria de receita para uma conta a receber.',
      ],
      [
        { lado: 'receber', category_id: services, client_id: stranger },
        'client_id',
        'Cliente não encontrado.',
      ],
      [{ aircraft_id: stranger }, 'aircraft_id', 'Aeronave não encontrada.'],
    ] as const) {
      const res = await owner({
        method: 'POST',
        url: '/api/accounting/titulos',
        payload: titlePayload(insurance, overrides),
      });
      expectFieldError(res, field, message);
    }
    const title = await postTitle(owner, titlePayload(insurance));
    const res = await owner({
      ...payRequest(title.parcelas[0]!.id, accountId, 100),
      payload: { data: '', valor_cents: 'dez', metodo: 'cheque' },
    });
    const archived = await owner({
      method: 'PATCH',
      url: `/api/accounting/contas/${accountId}`,
      payload: { arquivada: true },
    });
    expect(archived.statusCode).toBe(200);
    for (const account of [accountId, stranger]) {
      const refused = await owner(payRequest(title.parcelas[0]!.id, account, 100));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields).toEqual({
        bank_account_id: 'Conta não encontrada ou arquivada.',
      });
    }
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'bank_account_id',
      'data',
      'metodo',
      'valor_cents',
    ]);
  });
});

describe('a fatura', () => {
  it('gathers receivables of one client into one title, moving the operations it bills', async () => {
    const fly = await accountingCompany(t.app);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'dono@aerosul.com.br'));
    const by = { companyId: fly.companyId, userId: user!.id };
    const billed = [];
    for (const [data, valor] of [
      ['2026-03-02', 1_260_000],
      ['2026-03-05', 840_000],
    ] as const) {
      const operation = await insertOperation(t.db, fly.companyId, fly.ids, {
        data,
        valor_cents: valor,
      });
      billed.push(
        await t.database.inCompany(fly.companyId, async (db) =>
          createTitle(db, by, {
            lado: 'receber',
            origem: 'operacao',
            descricao: `Operação de ${data}`,
            category_id: await categoryOf(db, by, 'servicos'),
            client_id: fly.ids.client,
            competencia: data,
            total_cents: valor,
            plan: { parcelas: 1, primeiro_vencimento: '2026-04-05' },
            operations: [{ operation_id: operation.id, valor_cents: valor }],
          }),
        ),
      );
    }
    const post = (payload: object) =>
      owner({ method: 'POST', url: '/api/accounting/faturas', payload });
    const { owner } = fly;
    const payable = await postTitle(owner, titlePayload(fly.insurance));
    const refused = await post({
      title_ids: [billed[0], payable.id],
      primeiro_vencimento: '2026-04-10',
    });
    expect(refused.json().error.fields).toEqual({
      title_ids: 'Uma fatura reúne apenas contas a receber.',
    });
    const invoice = answer(
      await post({ title_ids: billed, parcelas: 2, primeiro_vencimento: '2026-04-10' }),
      201,
      financeTitle,
    );
    expect(invoice).toMatchObject({
      origem: 'operacao',
      client_id: fly.ids.client,
      total_cents: 2_100_000,
      competencia: '2026-03-05',
      descricao: 'Fatura de Agropecuária Boa Vista (2 contas)',
    });
    expect(invoice.operacoes.map((link) => [link.valor_cents, link.ativo])).toEqual([
      [1_260_000, true],
      [840_000, true],
    ]);
    const old = answer(
      await owner({ method: 'GET', url: `/api/accounting/titulos/${billed[0]}` }),
      200,
      financeTitle,
    );
    expect(old.motivo_cancelamento).toBe(
      'Agrupada na fatura "Fatura de Agropecuária Boa Vista (2 contas)".',
    );
    expect(old.operacoes.map((link) => link.ativo)).toEqual([false]);
    const again = await post({ title_ids: billed, primeiro_vencimento: '2026-04-10' });
    expect(again.json().error.fields).toEqual({ title_ids: 'Uma das contas está cancelada.' });
  });
});
