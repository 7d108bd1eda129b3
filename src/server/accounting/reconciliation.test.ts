import { describe, expect, it } from 'vitest';
import {
  bankAccount,
  financeTitle,
  installmentPage,
  statementImport,
  statementImportList,
  statementLine,
  statementLinePage,
} from '../../domain/accounting/response-contracts.ts';
import { bankStatementImports, bankStatementLines } from '../db/schema/index.ts';
import { ofxStatement } from '../demo/statement-samples.ts';
import { useTestApp } from '../test/app.ts';
import { answer, expectFieldError } from '../test/contracts.ts';
import { accountingCompany, postTitle, titlePayload } from '../test/accounting.ts';
import { sendForm } from '../test/multipart.ts';

/** Sunday 6 December 2026, 12h in São Paulo. */
const t = useTestApp({ now: new Date('2026-12-06T15:00:00Z') });

// The company's Sicredi account (test/accounting.ts ACCOUNT): banco 748, agência 0812, conta 45812-3.
const SICREDI = { banco: '0748', agencia: '0812', conta: '458123' };
const BB = { banco: '001', agencia: '3021-7', conta: '99871-0' };
const LINES = [
  {
    fitid: '202611180001',
    data: '2026-11-18',
    valor_cents: 320_000,
    descricao: 'TED RECEBIDA COOP AGRO VALE',
  },
  {
    fitid: '202611300002',
    data: '2026-11-30',
    valor_cents: -1_290,
    descricao: 'TARIFA PACOTE SERVICOS',
  },
];
const file = (account: typeof SICREDI, lines = LINES) =>
  Buffer.from(ofxStatement(account, lines), 'latin1');

async function company(email?: string) {
  const co = await accountingCompany(t.app, email);
  const upload = (content: Buffer, account = co.accountId, confirm = false) =>
    sendForm(
      t.app,
      { method: 'POST', url: '/api/accounting/extratos', cookie: co.cookie },
      { bank_account_id: account, ...(confirm ? { confirmar_conta: 'sim' } : {}) },
      { name: 'extrato.ofx', content, type: 'application/octet-stream' },
    );
  const stored = async () => ({
    imports: (await t.db.select().from(bankStatementImports)).length,
    lines: (await t.db.select().from(bankStatementLines)).length,
  });
  const lines = async (status = 'pendente') =>
    answer(
      await co.owner({
        method: 'GET',
        url: `/api/accounting/extratos/linhas?status=${status}`,
      }),
      200,
      statementLinePage,
    ).items;
  return { ...co, upload, stored, lines };
}

describe('importing a statement into an account', () => {
  it('refuses an OFX of another bank account before storing anything (409 naming both), unless confirmed', async () => {
    const co = await company();
    const refused = await co.upload(file(BB));
    expect(refused.statusCode, refused.body).toBe(409);
    const { error } = refused.json();
    expect(error.code).toBe('STATEMENT_OTHER_ACCOUNT');
    expect(error.message).toBe(
      'O extrato é do banco 001, conta 99871-0, e a conta escolhida (Sicredi — conta movimento) é do banco 748, conta 45812-3. Confirme para importar assim mesmo.',
    );
    expect(await co.stored()).toEqual({ imports: 0, lines: 0 });
    // The confirmation, sent back with the file, is what lets it in.
    const confirmed = answer(await co.upload(file(BB), co.accountId, true), 201, statementImport);
    expect(confirmed).toMatchObject({ novas: 2 });
    // The account's own file, its numbers written otherwise (0748, 458123), needs no confirmation.
    const other = await company('outra@agrovoo.com.br');
    expect(answer(await other.upload(file(SICREDI)), 201, statementImport).novas).toBe(2);
  });

  it('never stores the same FITID in two accounts of the company (409 naming the account)', async () => {
    const co = await company();
    const bb = answer(
      await co.owner({
        method: 'POST',
        url: '/api/accounting/contas',
        payload: {
          nome: 'Banco do Brasil',
          banco: '001',
          agencia: '3021-7',
          conta: '99871-0',
          saldo_inicial_cents: 0,
          saldo_inicial_data: '2026-11-01',
        },
      }),
      201,
      bankAccount,
    );
    expect(answer(await co.upload(file(BB), bb.id), 201, statementImport).novas).toBe(2);
    const twice = await co.upload(file(BB), co.accountId, true);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json().error).toMatchObject({
      code: 'STATEMENT_IN_OTHER_ACCOUNT',
      message:
        '2 lançamentos deste extrato já estão na conta Banco do Brasil: desfaça aquela importação antes de importá-los aqui.',
    });
    expect(await co.stored()).toEqual({ imports: 1, lines: 2 });
  });

  it('undoes an import while none of its lines is reconciled', async () => {
    const co = await company();
    const done = answer(await co.upload(file(SICREDI)), 201, statementImport);
    const undo = (id: string) =>
      co.owner({ method: 'DELETE', url: `/api/accounting/extratos/${id}` });
    const undone = await undo(done.id);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ id: done.id, removidas: 2 });
    expect(await co.stored()).toEqual({ imports: 0, lines: 0 });
    expect((await undo(done.id)).statusCode).toBe(404);

    const again = answer(await co.upload(file(SICREDI)), 201, statementImport);
    expect(again.novas).toBe(2);
    const [fee] = (await co.lines()).filter((line) => line.valor_cents < 0);
    const options = (await co.owner({ method: 'GET', url: '/api/accounting/opcoes' })).json();
    const admin = options.categorias.find((c: { nome: string }) => c.nome === 'Administrativas').id;
    await co.owner({
      method: 'POST',
      url: `/api/accounting/extratos/linhas/${fee!.id}/titulo`,
      payload: {
        category_id: admin,
        descricao: 'Tarifa do pacote',
        contraparte: 'Sicredi',
        metodo: 'ted',
      },
    });
    const blocked = await undo(again.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toMatchObject({
      code: 'STATEMENT_IMPORT_RECONCILED',
      message:
        'Esta importação tem 1 linha conciliada: estorne a conciliação antes de desfazer a importação.',
    });
    expect(await co.stored()).toEqual({ imports: 1, lines: 2 });
    const recent = answer(
      await co.owner({
        method: 'GET',
        url: `/api/accounting/extratos?bank_account_id=${co.accountId}`,
      }),
      200,
      statementImportList,
    );
    expect(recent.items.map(({ id, novas, conciliadas }) => [id, novas, conciliadas])).toEqual([
      [again.id, 2, 1],
    ]);
  });
});

describe('a statement line becomes a title in one step', () => {
  it('a debit, a payable; a credit, a receivable; each paid by its line', async () => {
    const co = await company();
    await co.upload(file(SICREDI));
    const waiting = await co.lines();
    const fee = waiting.find((line) => line.valor_cents < 0)!;
    const ted = waiting.find((line) => line.valor_cents > 0)!;
    const options = (await co.owner({ method: 'GET', url: '/api/accounting/opcoes' })).json();
    const admin = options.categorias.find((c: { nome: string }) => c.nome === 'Administrativas').id;
    const toTitle = (lineId: string, payload: object) =>
      co.owner({
        method: 'POST',
        url: `/api/accounting/extratos/linhas/${lineId}/titulo`,
        payload,
      });

    // A revenue category for a debit is refused on the field.
    expectFieldError(
      await toTitle(fee.id, { category_id: co.services, descricao: 'Tarifa', metodo: 'ted' }),
      'category_id',
      'Escolha uma categoria de despesa para uma conta a pagar.',
    );
    const line = answer(
      await toTitle(fee.id, {
        category_id: admin,
        descricao: 'Tarifa do pacote de serviços',
        contraparte: 'Sicredi',
        metodo: 'ted',
      }),
      200,
      statementLine,
    );
    expect(line.status).toBe('conciliada');
    expect(
      (await toTitle(fee.id, { category_id: admin, descricao: 'x', metodo: 'ted' })).statusCode,
    ).toBe(409);

    answer(
      await toTitle(ted.id, {
        category_id: co.services,
        descricao: 'Aplicação — Coop Agro Vale',
        client_id: co.ids.client,
        metodo: 'ted',
      }),
      200,
      statementLine,
    );
    const list = async (lado: string) =>
      answer(
        await co.owner({ method: 'GET', url: `/api/accounting/titulos?lado=${lado}&status=pago` }),
        200,
        installmentPage,
      ).items;
    expect(
      (await list('pagar')).map((r) => [r.descricao, r.vencimento, r.valor_cents, r.contraparte]),
    ).toEqual([['Tarifa do pacote de serviços', '2026-11-30', 1_290, 'Sicredi']]);
    expect((await list('receber')).map((r) => [r.descricao, r.vencimento, r.valor_cents])).toEqual([
      ['Aplicação — Coop Agro Vale', '2026-11-18', 320_000],
    ]);
    expect(await co.lines()).toEqual([]);
  });
});

describe('a statement line with juros', () => {
  it('pays an installment with the juros and multa named in the line', async () => {
    const co = await company();
    const payable = await postTitle(
      co.owner,
      titlePayload(co.insurance, { total_cents: 1_290, primeiro_vencimento: '2026-11-20' }),
    );
    await co.upload(file(SICREDI));
    const fee = (await co.lines()).find((line) => line.valor_cents < 0)!;
    const reconcile = (payload: object) =>
      co.owner({
        method: 'POST',
        url: `/api/accounting/extratos/linhas/${fee.id}/conciliar`,
        payload: { installment_id: payable.parcelas[0]!.id, metodo: 'boleto', ...payload },
      });
    // The line's R$ 12,90 against a balance of R$ 12,90: paid as it is, or with R$ 0,90 of juros
    // and R$ 0,10 of multa the principal is R$ 11,90 — a part.
    answer(await reconcile({ juros_cents: 90, multa_cents: 10 }), 200, statementLine);
    const title = answer(
      await co.owner({ method: 'GET', url: `/api/accounting/titulos/${payable.id}` }),
      200,
      financeTitle,
    );
    expect(title.parcelas[0]).toMatchObject({ pago_cents: 1_190, saldo_cents: 100 });
    expect(title.parcelas[0]!.pagamentos[0]).toMatchObject({
      valor_cents: 1_290,
      juros_cents: 90,
      multa_cents: 10,
      principal_cents: 1_190,
    });
  });
});
