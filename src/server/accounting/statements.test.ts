import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { installmentStatus } from '../../domain/accounting/status.ts';
import {
  statementImport,
  statementLine,
  statementLinePage,
} from '../../domain/accounting/response-contracts.ts';
import {
  bankAccounts,
  bankStatementLines,
  financeInstallments,
  financePayments,
  profiles,
} from '../db/schema/index.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { endTrial } from '../test/factories.ts';
import { sendForm } from '../test/multipart.ts';
import { caller, companyReadyToFly } from '../test/operations.ts';
import { joinCompany } from '../test/session.ts';
import { ofxStatement } from '../demo/statement-samples.ts';
import { categoryOf, createTitle } from './title-writes.ts';

const t = useTestApp();

/** Banco do Brasil's November: a client's PIX (accents in Latin-1), a supplier's boleto, a fee. */
const NOVEMBER = ofxStatement({ banco: '001', agencia: '3021-7', conta: '45812-3' }, [
  {
    fitid: '202611100001',
    data: '2026-11-10',
    valor_cents: 1_260_000,
    descricao: 'PIX RECEBIDO AGROPECUÁRIA BOA VISTA',
  },
  { fitid: '202611120002', data: '2026-11-12', valor_cents: -50_000, descricao: 'PAGTO BOLETO' },
  { fitid: '202611300003', data: '2026-11-30', valor_cents: -4_590, descricao: 'TARIFA PACOTE' },
]);
const CSV = [
  'Extrato conta corrente - Sicredi',
  'Data;Descrição;Valor',
  '03/11/2026;TED RECEBIDA COOP;"3.200,00"',
  '03/11/2026;TED RECEBIDA COOP;"3.200,00"',
  '04/11/2026;Débito Energia;-380,15',
].join('\r\n');

/** A company with an account in Banco do Brasil, a receivable of R$ 12.600 and a payable of R$ 450. */
async function companyWithTitles(email?: string) {
  const fly = await companyReadyToFly(t.app, email);
  const [profile] = await t.db
    .select({ userId: profiles.user_id })
    .from(profiles)
    .where(eq(profiles.company_id, fly.companyId));
  const by = { companyId: fly.companyId, userId: profile!.userId };
  const setup = await t.database.inCompany(fly.companyId, async (db) => {
    const [account] = await db
      .insert(bankAccounts)
      .values({
        company_id: fly.companyId,
        nome: 'Banco do Brasil — conta movimento',
        banco: '001',
        agencia: '3021-7',
        conta: '45812-3',
        saldo_inicial_data: '2026-11-01',
      })
      .returning();
    const title = async (lado: 'receber' | 'pagar', total_cents: number, vencimento: string) =>
      createTitle(db, by, {
        lado,
        origem: 'manual',
        descricao: lado === 'receber' ? 'Aplicação de fungicida' : 'Peças do trem de pouso',
        category_id: await categoryOf(db, by, lado === 'receber' ? 'servicos' : 'pecas'),
        client_id: lado === 'receber' ? fly.ids.client : null,
        contraparte: lado === 'pagar' ? 'Aero Peças Ltda' : null,
        competencia: vencimento,
        total_cents,
        plan: { parcelas: 1, primeiro_vencimento: vencimento },
      });
    const receivable = await title('receber', 1_260_000, '2026-11-09');
    const payable = await title('pagar', 45_000, '2026-11-12');
    const installmentOf = async (titleId: string) =>
      (
        await db.select().from(financeInstallments).where(eq(financeInstallments.title_id, titleId))
      )[0]!.id;
    return {
      account: account!.id,
      receivable: await installmentOf(receivable),
      payable: await installmentOf(payable),
    };
  });
  const upload = (content: Buffer, name: string, account = setup.account, cookie = fly.cookie) =>
    sendForm(
      t.app,
      { method: 'POST', url: '/api/accounting/extratos', cookie },
      { bank_account_id: account },
      { name, content, type: 'application/octet-stream' },
    );
  return { ...fly, ...setup, upload };
}

const ofx = Buffer.from(NOVEMBER, 'latin1');

describe('bank statements', () => {
  it('imports an OFX and a CSV once, however often they are sent', async () => {
    const co = await companyWithTitles();
    const first = answer(await co.upload(ofx, 'extrato-bb.ofx'), 201, statementImport);
    expect(first).toMatchObject({ formato: 'ofx', linhas: 3, novas: 3, repetidas: 0, aviso: null });
    const again = answer(await co.upload(ofx, 'extrato-bb.ofx'), 201, statementImport);
    expect(again).toMatchObject({ linhas: 3, novas: 0, repetidas: 3 });
    const csv = Buffer.from(CSV, 'latin1');
    expect(answer(await co.upload(csv, 'sicredi.csv'), 201, statementImport)).toMatchObject({
      formato: 'csv',
      novas: 3,
    });
    expect(answer(await co.upload(csv, 'sicredi.csv'), 201, statementImport).novas).toBe(0);
    const lines = await t.db.select().from(bankStatementLines);
    expect(lines).toHaveLength(6);
    expect(lines.map((line) => line.descricao)).toContain('PIX RECEBIDO AGROPECUÁRIA BOA VISTA');

    const other = ofxStatement({ banco: '748', agencia: '0812', conta: '99871-0' }, []);
    // Another bank account's OFX is refused unless confirmed (reconciliation.test.ts).
    expect((await co.upload(Buffer.from(other), 'outra.ofx')).json().error.code).toBe(
      'STATEMENT_OTHER_ACCOUNT',
    );
    const unreadable = await co.upload(Buffer.from('%PDF-1.4'), 'extrato.pdf');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error.fields).toEqual({
      arquivo: 'Arquivo de extrato não reconhecido: envie um OFX ou CSV do seu banco.',
    });
    expect((await co.upload(ofx, 'x.ofx', 'conta')).json().error.fields).toEqual({
      bank_account_id: 'Escolha a conta do extrato.',
    });
  });

  it('suggests matches and confirms one: the installment is paid into the account', async () => {
    const co = await companyWithTitles();
    await co.upload(ofx, 'extrato-bb.ofx');
    const page = answer(
      await co.owner({ method: 'GET', url: '/api/accounting/extratos/linhas' }),
      200,
      statementLinePage,
    );
    expect(page.total).toBe(3);
    expect(page.items.map((line) => [line.data, line.sugestoes.length])).toEqual([
      ['2026-11-30', 0],
      ['2026-11-12', 0],
      ['2026-11-10', 1],
    ]);
    const [fee, boleto, pix] = page.items as [typeof statementLine._output, ...typeof page.items];
    expect(pix!.sugestoes[0]).toMatchObject({
      installment_id: co.receivable,
      contraparte: 'Agropecuária Boa Vista',
      confianca: 'alta',
      motivo: 'Valor igual e vencimento a 1 dia',
    });
    // R$ 500,00 paid on a payable of R$ 450,00: suggested as nothing, refused if chosen.
    expect(boleto!.sugestoes).toEqual([]);

    const reconcile = (lineId: string, installment_id: string) =>
      co.owner({
        method: 'POST',
        url: `/api/accounting/extratos/linhas/${lineId}/conciliar`,
        payload: { installment_id, metodo: 'pix' },
      });
    const done = answer(await reconcile(pix!.id, co.receivable), 200, statementLine);
    expect(done).toMatchObject({ status: 'conciliada', sugestoes: [] });
    const [payment] = await t.db.select().from(financePayments);
    expect(payment).toMatchObject({
      installment_id: co.receivable,
      valor_cents: 1_260_000,
      data: '2026-11-10',
      bank_account_id: co.account,
      metodo: 'pix',
      statement_line_id: pix!.id,
    });
    const [installment] = await t.db
      .select()
      .from(financeInstallments)
      .where(eq(financeInstallments.id, co.receivable));
    expect(
      installmentStatus(
        { ...installment!, pago_cents: payment!.valor_cents, cancelado: false },
        '2026-11-24',
      ),
    ).toBe('pago');

    const refused = async (res: Awaited<ReturnType<typeof reconcile>>, status: number) => {
      expect(res.statusCode, res.body).toBe(status);
      return res.json().error;
    };
    expect((await refused(await reconcile(pix!.id, co.receivable), 409)).code).toBe(
      'STATEMENT_LINE_RECONCILED',
    );
    expect((await refused(await reconcile(fee!.id, co.receivable), 400)).fields).toEqual({
      installment_id: 'Um débito no extrato concilia uma conta a pagar.',
    });
    expect((await refused(await reconcile(boleto!.id, co.payable), 400)).fields).toEqual({
      installment_id: 'Valor pago maior que o saldo da parcela (R$ 450,00).',
    });
    const ignored = await co.owner({
      method: 'POST',
      url: `/api/accounting/extratos/linhas/${fee!.id}/ignorar`,
    });
    expect(answer(ignored, 200, statementLine).status).toBe('ignorada');
    const waiting = await co.owner({ method: 'GET', url: '/api/accounting/extratos/linhas' });
    expect(answer(waiting, 200, statementLinePage).items.map((line) => line.id)).toEqual([
      boleto!.id,
    ]);
  });

  it("keeps to the office, to the company's own rows and to a subscription", async () => {
    const a = await companyWithTitles();
    await a.upload(ofx, 'extrato-bb.ofx');
    const [line] = await t.db.select().from(bankStatementLines);
    const b = await companyWithTitles('dono@outra.com.br');
    const asB = (url: string, payload?: object) => b.owner({ method: 'POST', url, payload });
    const conciliar = (id: string) => `/api/accounting/extratos/linhas/${id}/conciliar`;
    expect((await asB(conciliar(line!.id), { installment_id: b.receivable })).statusCode).toBe(404);
    await b.upload(ofx, 'extrato-bb.ofx');
    const [mine] = await t.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.company_id, b.companyId));
    expect((await asB(conciliar(mine!.id), { installment_id: a.receivable })).statusCode).toBe(404);
    expect((await b.upload(ofx, 'x.ofx', a.account)).statusCode).toBe(404);

    const pilot = await joinCompany(t.app, a.companyId, 'pilot', 'piloto@aerosul.com.br');
    const asPilot = caller(t.app, pilot.cookie);
    expect(
      (await asPilot({ method: 'GET', url: '/api/accounting/extratos/linhas' })).statusCode,
    ).toBe(403);
    expect((await a.upload(ofx, 'x.ofx', a.account, pilot.cookie)).statusCode).toBe(403);

    await endTrial(t.db, a.companyId, new Date('2020-01-01'));
    expect((await a.upload(ofx, 'x.ofx')).statusCode).toBe(402);
    const ignore = `/api/accounting/extratos/linhas/${line!.id}/ignorar`;
    expect((await a.owner({ method: 'POST', url: ignore })).statusCode).toBe(402);
    expect(
      (await a.owner({ method: 'GET', url: '/api/accounting/extratos/linhas' })).statusCode,
    ).toBe(200);
  });
});
