import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  invoiceSent,
  invoiceShare,
  receivingPix,
} from '../../domain/accounting/invoice-contracts.ts';
import { bankAccount, financeTitle } from '../../domain/accounting/response-contracts.ts';
import { crc16, pixFields } from '../../domain/br/pix-code.ts';
import { formatDate } from '../../domain/format.ts';
import { formatBRL } from '../../domain/money.ts';
import { financeTitles } from '../db/schema/index.ts';
import {
  ACCOUNT,
  accountingCompany,
  payRequest,
  postTitle,
  titlePayload,
} from '../test/accounting.ts';
import { useTestApp } from '../test/app.ts';
import { answer } from '../test/contracts.ts';
import { newOperation, pilotCaller } from '../test/operations.ts';
import { expectPdf, pdfText } from '../test/pdf-text.ts';
import { useSmtpServer } from '../test/smtp.ts';

// The fatura and the recibo of a receivable (issue 37 item 6), over a real database and a real
// SMTP server on loopback.

const smtp = useSmtpServer();
// 23/11/2026, 10:00 in São Paulo; the receivable's dates are read back, never assumed.
const t = useTestApp({
  now: new Date('2026-11-23T13:00:00Z'),
  env: {
    get SMTP_URL() {
      return smtp.url();
    },
  },
});

let co: Awaited<ReturnType<typeof accountingCompany>>;
let titleId: string;

/** The one open receivable (the concluded operation's). */
async function receivableId() {
  const [row] = await t.db
    .select({ id: financeTitles.id })
    .from(financeTitles)
    .where(and(eq(financeTitles.lado, 'receber'), isNull(financeTitles.cancelado_at)));
  return row!.id;
}

const title = async (id = titleId) =>
  answer(
    await co.owner({ method: 'GET', url: `/api/accounting/titulos/${id}` }),
    200,
    financeTitle,
  );
const setPix = (accountId: string, payload: object) =>
  co.owner({ method: 'PUT', url: `/api/accounting/contas/${accountId}/pix`, payload });
const share = async () =>
  answer(
    await co.owner({ method: 'GET', url: `/api/accounting/titulos/${titleId}/fatura` }),
    200,
    invoiceShare,
  );
/** The PDF's text with its lines joined: a long code wraps. */
const flat = (pdf: Buffer) => pdfText(pdf).replace(/\n/g, '');

beforeEach(async () => {
  co = await accountingCompany(t.app);
  const company = await co.owner({
    method: 'PATCH',
    url: '/api/company',
    payload: {
      company_name: 'Aero Sul Aviação Agrícola',
      cnpj: '11.222.333/0001-81',
      municipio: 'Primavera do Leste',
      uf: 'MT',
    },
  });
  expect(company.statusCode, company.body).toBe(200);
  await co.owner({
    method: 'PUT',
    url: `/api/registers/clients/${co.ids.client}`,
    payload: {
      nome: 'Agropecuária Boa Vista',
      uf: 'MT',
      email: 'financeiro@boavista.agr.br',
      telefone: '(66) 99876-5432',
      // An alphanumeric CNPJ (IN RFB 2.229/2024, the RFB's example), typed in lowercase.
      documento: '12.abc.345/01de-35',
    },
  });
  const id = await newOperation(co.owner, co.complete);
  const done = await co.owner({ method: 'POST', url: `/api/operations/${id}/concluir` });
  expect(done.statusCode, done.body).toBe(200);
  titleId = await receivableId();
  expect(
    (await setPix(co.accountId, { pix_tipo: 'cnpj', pix_chave: '11.222.333/0001-81' })).statusCode,
  ).toBe(200);
});

describe('the receiving PIX key', () => {
  it('lives on one bank account: setting it on another moves it, and it can be cleared', async () => {
    expect(
      answer(await co.owner({ method: 'GET', url: '/api/accounting/pix' }), 200, receivingPix),
    ).toEqual({
      pix: {
        bank_account_id: co.accountId,
        conta: ACCOUNT.nome,
        pix_tipo: 'cnpj',
        pix_chave: '11.222.333/0001-81',
      },
    });
    const other = answer(
      await co.owner({
        method: 'POST',
        url: '/api/accounting/contas',
        payload: { ...ACCOUNT, nome: 'Banco do Brasil' },
      }),
      201,
      bankAccount,
    );
    const moved = answer(
      await setPix(other.id, { pix_tipo: 'email', pix_chave: 'Financeiro@AeroSul.com.br' }),
      200,
      receivingPix,
    );
    expect(moved.pix).toMatchObject({ bank_account_id: other.id, pix_tipo: 'email' });
    const cleared = await co.owner({ method: 'DELETE', url: '/api/accounting/pix' });
    expect(answer(cleared, 200, receivingPix)).toEqual({ pix: null });
  });

  it.each([
    [{ pix_tipo: 'cnpj', pix_chave: '11.222.333/0001-80' }, 'pix_chave'],
    [{ pix_tipo: 'telefone', pix_chave: '123' }, 'pix_chave'],
    [{ pix_tipo: 'boleto', pix_chave: 'x' }, 'pix_tipo'],
    [{ pix_tipo: 'email', pix_chave: '' }, 'pix_chave'],
  ])('refuses %j on its field', async (payload, field) => {
    const res = await setPix(co.accountId, payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });
});

describe('the fatura', () => {
  it('prints the company, the client, the operations, the due dates and the PIX code', async () => {
    const found = await title();
    const { copia_e_cola: code } = await share();
    expect(code).not.toBeNull();
    const fields = Object.fromEntries(pixFields(code!));
    expect(fields).toMatchObject({
      '00': '01',
      '26': '0014br.gov.bcb.pix011411222333000181',
      '53': '986',
      '54': (found.saldo_cents / 100).toFixed(2),
      '58': 'BR',
      '59': 'AERO SUL AVIACAO AGRICOLA',
      '60': 'PRIMAVERA DO LE',
      '62': `05${String(found.documento!.replace('/', '').length).padStart(2, '0')}${found.documento!.replace('/', '')}`,
    });
    expect(code!.slice(-4)).toBe(crc16(code!.slice(0, -4)));

    const res = await co.owner({
      method: 'GET',
      url: `/api/accounting/titulos/${titleId}/fatura.pdf`,
    });
    expectPdf(res);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="fatura-${found.documento!.replace('/', '-')}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'FATURA',
      'Aero Sul Aviação Agrícola',
      'Agropecuária Boa Vista',
      '12.ABC.345/01DE-35',
      found.documento!,
      'Fazenda Santa Rita',
      '120,50',
      ...found.parcelas.map((line) => formatDate(line.vencimento)),
      'Pagamento por PIX',
      '11.222.333/0001-81',
    ])
      expect(text).toContain(expected);
    expect(flat(res.rawPayload)).toContain(code!);
  });

  it('goes without a PIX section when the company has no receiving key', async () => {
    await co.owner({ method: 'DELETE', url: '/api/accounting/pix' });
    expect((await share()).copia_e_cola).toBeNull();
    const res = await co.owner({
      method: 'GET',
      url: `/api/accounting/titulos/${titleId}/fatura.pdf`,
    });
    expectPdf(res);
    expect(pdfText(res.rawPayload)).not.toContain('Pagamento por PIX');
  });

  it('is shared by WhatsApp to the client’s phone with the message and the code', async () => {
    const found = await title();
    const shared = await share();
    expect(shared.cliente_email).toBe('financeiro@boavista.agr.br');
    expect(shared.mensagem).toContain('Agropecuária Boa Vista');
    expect(shared.mensagem).toContain(formatDate(found.parcelas[0]!.vencimento));
    expect(shared.mensagem).toContain(shared.copia_e_cola!);
    expect(shared.whatsapp).toBe(
      `https://wa.me/5566998765432?text=${encodeURIComponent(shared.mensagem)}`,
    );
  });

  it('is sent by e-mail to the client with the PDF attached', async () => {
    const before = smtp.received.length;
    const res = await co.owner({
      method: 'POST',
      url: `/api/accounting/titulos/${titleId}/fatura/enviar`,
    });
    expect(answer(res, 200, invoiceSent)).toEqual({ enviado_para: 'financeiro@boavista.agr.br' });
    const mail = smtp.received.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual(['financeiro@boavista.agr.br']);
    expect(mail[0]!.data).toContain('application/pdf');
    expect(mail[0]!.data).toMatch(/filename="?fatura-\d{4}-\d{4}\.pdf/);
    expect(mail[0]!.data).toMatch(/^Subject: .*Fatura/m);
  });

  it('is not sent to a client without an e-mail (400 on the field)', async () => {
    await co.owner({
      method: 'PUT',
      url: `/api/registers/clients/${co.ids.client}`,
      payload: { nome: 'Agropecuária Boa Vista', uf: 'MT' },
    });
    const before = smtp.received.length;
    const res = await co.owner({
      method: 'POST',
      url: `/api/accounting/titulos/${titleId}/fatura/enviar`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      cliente_email: 'O cliente não tem e-mail cadastrado: inclua-o em Cadastros → Clientes.',
    });
    expect(smtp.received.length).toBe(before);
  });
});

describe('a fatura grouping operations', () => {
  it('lists each operation and installment, and leaves the amount to the payer', async () => {
    const second = await newOperation(co.owner, co.complete);
    expect(
      (await co.owner({ method: 'POST', url: `/api/operations/${second}/concluir` })).statusCode,
    ).toBe(200);
    const open = await t.db
      .select({ id: financeTitles.id })
      .from(financeTitles)
      .where(and(eq(financeTitles.lado, 'receber'), isNull(financeTitles.cancelado_at)));
    expect(open).toHaveLength(2);
    const fatura = answer(
      await co.owner({
        method: 'POST',
        url: '/api/accounting/faturas',
        payload: {
          title_ids: open.map((row) => row.id),
          parcelas: 2,
          primeiro_vencimento: '15/12/2026',
        },
      }),
      201,
      financeTitle,
    );
    titleId = fatura.id;
    const code = (await share()).copia_e_cola!;
    expect(Object.fromEntries(pixFields(code))['54']).toBeUndefined();
    const res = await co.owner({
      method: 'GET',
      url: `/api/accounting/titulos/${fatura.id}/fatura.pdf`,
    });
    expectPdf(res);
    const text = pdfText(res.rawPayload);
    for (const expected of [
      '2026/0001',
      '2026/0002',
      '1/2',
      '2/2',
      ...fatura.parcelas.map((line) => formatDate(line.vencimento)),
      'Informe no aplicativo o valor da parcela que está pagando.',
    ])
      expect(text).toContain(expected);

    // The first installment paid: its recibo; the second's is refused until it is paid.
    const [first, next] = fatura.parcelas;
    const paid = await co.owner(
      payRequest(first!.id, co.accountId, first!.valor_cents, '2026-11-23'),
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const recibo = (parcela: string) =>
      co.owner({
        method: 'GET',
        url: `/api/accounting/titulos/${fatura.id}/recibo.pdf?parcela=${parcela}`,
      });
    const one = await recibo(first!.id);
    expectPdf(one);
    const receipt = flat(one.rawPayload);
    expect(receipt).toContain(`a importância de ${formatBRL(first!.valor_cents)}`);
    expect(receipt).toContain(`Saldo em aberto desta conta: ${formatBRL(next!.valor_cents)}.`);
    expect((await recibo(next!.id)).statusCode).toBe(409);
    expect((await recibo(open[0]!.id)).statusCode).toBe(404); // not an installment of this title
  });
});

describe('the recibo', () => {
  it('is refused while nothing is paid (409), then says what was paid, when and by whom', async () => {
    const unpaid = await co.owner({
      method: 'GET',
      url: `/api/accounting/titulos/${titleId}/recibo.pdf`,
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error.message).toBe(
      'Esta conta ainda não tem pagamento registrado: o recibo é emitido após o pagamento.',
    );
    const found = await title();
    // Paid three days late with R$ 10,00 of juros: R$ 4.830,00 changed hands.
    const pay = payRequest(
      found.parcelas[0]!.id,
      co.accountId,
      found.saldo_cents + 1000,
      '2026-11-20',
    );
    const paid = await co.owner({ ...pay, payload: { ...pay.payload, juros_cents: 1000 } });
    expect(paid.statusCode, paid.body).toBe(201);
    const res = await co.owner({
      method: 'GET',
      url: `/api/accounting/titulos/${titleId}/recibo.pdf`,
    });
    expectPdf(res);
    const text = flat(res.rawPayload);
    for (const expected of [
      'RECIBO',
      'Recebemos de Agropecuária Boa Vista, CPF/CNPJ 12.ABC.345/01DE-35,',
      'R$ 4.830,00',
      '(quatro mil oitocentos e trinta reais)',
      'Inclui juros de R$ 10,00.',
      '20/11/2026',
      'PIX',
      'Sicredi', // the account (its dash is WinAnsi's, read back as another sign)
      'Conta quitada',
      'Aero Sul Aviação Agrícola',
      'CNPJ 11.222.333/0001-81',
      'Primavera do Leste/MT, 20/11/2026.',
    ])
      expect(text).toContain(expected);
  });
});

describe('who may ask', () => {
  const urls = () => [
    `/api/accounting/titulos/${titleId}/fatura.pdf`,
    `/api/accounting/titulos/${titleId}/recibo.pdf`,
    `/api/accounting/titulos/${titleId}/fatura`,
  ];

  it('refuses a pilot (403)', async () => {
    const pilot = await pilotCaller(t.app, co.companyId);
    for (const url of urls()) expect((await pilot({ method: 'GET', url })).statusCode).toBe(403);
  });

  it('answers 404 to another company', async () => {
    const other = await accountingCompany(t.app, 'dona@outra.com.br');
    for (const url of urls())
      expect((await other.owner({ method: 'GET', url })).statusCode).toBe(404);
    const send = await other.owner({
      method: 'POST',
      url: `/api/accounting/titulos/${titleId}/fatura/enviar`,
    });
    expect(send.statusCode).toBe(404);
  });

  it('refuses a payable (409)', async () => {
    const payable = await postTitle(co.owner, titlePayload(co.insurance));
    const res = await co.owner({
      method: 'GET',
      url: `/api/accounting/titulos/${payable.id}/fatura.pdf`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Fatura e recibo são emitidos apenas para contas a receber.',
    );
  });
});
