import { randomUUID } from 'node:crypto';
import type { Download, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { encode } from 'uqr';
import { todayInSaoPaulo } from '../src/domain/dates.ts';
import { pdfSource, pdfText } from '../src/test-support/pdf-text.ts';
import { completeOperationInput } from '../src/test-support/sample-company.ts';
import { companyWithRegisters } from './company.ts';
import { closeToast, expect, screenshot, test } from './fixtures.ts';

const today = todayInSaoPaulo(new Date());

/** One transaction of an OFX 1.x statement, posted today. */
const transaction = (type: 'DEBIT' | 'CREDIT', amount: string, fitid: string, memo: string) => [
  '<STMTTRN>',
  `<TRNTYPE>${type}`,
  `<DTPOSTED>${today.replaceAll('-', '')}100000[-3:BRT]`,
  `<TRNAMT>${amount}`,
  `<FITID>${fitid}`,
  `<MEMO>${memo}`,
  '</STMTTRN>',
];

/** A Sicredi statement of today: the account package's fee and a TED no receivable expects. */
const ofx = (stamp: string) =>
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'CHARSET:1252',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>748<BRANCHID>0812<ACCTID>12345-6<ACCTTYPE>CHECKING</BANKACCTFROM>',
    '<BANKTRANLIST>',
    ...transaction('DEBIT', '-12.90', `TAR-${stamp}`, 'TARIFA PACOTE SERVICOS'),
    ...transaction('CREDIT', '5400.00', `TED-${stamp}`, 'TED RECEBIDA COOP AGRO NORTE'),
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    '',
  ].join('\r\n');

/** Nothing in `boxes` (nor the page) is wider than its box: no hidden sideways scroll. */
async function expectFits(page: Page, boxes: Locator) {
  const overflow = await boxes.evaluateAll((elements) =>
    [document.documentElement, ...elements]
      .filter((element) => element.scrollWidth > element.clientWidth)
      .map(
        (element) =>
          `${element.getAttribute('aria-label') ?? element.tagName}: ${element.scrollWidth} > ${element.clientWidth}`,
      ),
  );
  expect(overflow).toEqual([]);
  expect(await boxes.count()).toBeGreaterThan(0);
}

/** A PDF the page downloaded. */
async function downloadedPdf(download: Download) {
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdf;
}

/**
 * The dark modules of the QR code a PDF draws: its small squares (`x y w h re`, w = h, a few
 * points: the fatura's code is drawn as vector squares, src/server/pdf/qr.ts).
 */
const drawnModules = (pdf: Buffer) =>
  [...pdfSource(pdf).matchAll(/[\d.-]+ [\d.-]+ ([\d.]+) ([\d.]+) re/g)].filter(
    ([, w, h]) => w === h && Number(w) < 5,
  ).length;

test('books: a bank fee and an unknown TED become titles, the fee in the month’s financial result; a fatura with its PIX QR code is paid with juros and gives its recibo', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // a statement, two titles, two PDFs and a payment on a busy server
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const ids = await companyWithRegisters(page.request, `livros-${stamp}@cerrado.com.br`);
  // A concluded operation bills the client R$ 18.075,00 (120,5 ha at R$ 150,00), due today.
  const created = await page.request.post('/api/operations', {
    data: { ...completeOperationInput(ids, today), preco_unitario_cents: 15_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const operation = (await created.json()).operation as { id: string; numero: string };
  const concluded = await page.request.post(`/api/operations/${operation.id}/concluir`);
  expect(concluded.status(), await concluded.text()).toBe(200);
  // The office files the bank's fees under a category of the DRE's resultado financeiro.
  const category = await page.request.post('/api/accounting/categorias', {
    data: { nome: 'Tarifas bancárias', tipo: 'despesa', linha_dre: 'resultado_financeiro' },
  });
  expect(category.status(), await category.text()).toBe(201);

  // Configurações: the bank account, and the PIX key the faturas print; it fits a phone.
  await page.goto('/contabilidade?aba=configuracoes');
  await page.getByRole('button', { name: 'Nova conta bancária' }).click();
  const account = page.getByRole('dialog', { name: 'Nova conta bancária' });
  await account.getByLabel('Nome').fill('Sicredi PJ');
  await account.getByRole('button', { name: 'Salvar' }).click();
  await expect(account).toBeHidden();
  await closeToast(page, 'Conta bancária criada.');
  await page.getByRole('button', { name: 'Cadastrar chave PIX' }).click();
  const pix = page.getByRole('dialog', { name: 'Chave PIX das faturas' });
  await pix.getByLabel('Conta que recebe').selectOption({ label: 'Sicredi PJ' });
  await pix.getByLabel('Tipo de chave').selectOption({ label: 'E-mail' });
  await pix.getByLabel('Chave PIX').fill('financeiro@aerocerrado.com.br');
  await pix.getByRole('button', { name: 'Salvar' }).click();
  await expect(pix).toBeHidden();
  await closeToast(page, 'Chave PIX salva.');
  await expect(page.getByText('financeiro@aerocerrado.com.br')).toBeVisible();
  await expectFits(page, page.getByRole('tabpanel').locator('section'));
  await screenshot(page, 'livros-configuracoes');

  // The statement: two lines no title expects.
  await page.getByRole('tab', { name: 'Conciliação' }).click();
  await expect(page.getByLabel('Conta', { exact: true })).toHaveValue(/.+/);
  await page.getByLabel('Importar extrato (OFX ou CSV)').setInputFiles({
    name: 'extrato-sicredi.ofx',
    mimeType: 'application/x-ofx',
    buffer: Buffer.from(ofx(stamp)),
  });
  await expect(page.getByRole('status').filter({ hasText: 'extrato-sicredi.ofx' })).toContainText(
    '2 lançamentos novos, 0 já importados',
  );

  // The fee becomes a payable of the bank, paid by its line.
  const fee = page.getByRole('listitem').filter({ hasText: 'TARIFA PACOTE SERVICOS' });
  await expect(fee).toContainText('-R$ 12,90');
  await fee.getByRole('button', { name: 'Criar conta a pagar' }).click();
  const payable = page.getByRole('dialog', { name: 'Criar conta a pagar' });
  await payable.getByLabel('Categoria').selectOption({ label: 'Tarifas bancárias' });
  await payable.getByLabel('Fornecedor (fora da lista)').fill('Sicredi');
  await payable.getByRole('button', { name: 'Criar e conciliar' }).click();
  await expect(payable).toBeHidden();
  await closeToast(page, 'Conta a pagar criada e conciliada.');

  // The TED becomes a receivable of the cooperative, received by its line.
  const ted = page.getByRole('listitem').filter({ hasText: 'TED RECEBIDA COOP AGRO NORTE' });
  await ted.getByRole('button', { name: 'Criar conta a receber' }).click();
  const receivable = page.getByRole('dialog', { name: 'Criar conta a receber' });
  await receivable.getByLabel('Categoria').selectOption({ label: 'Outras receitas' });
  await receivable.getByLabel('Pagador (fora da lista)').fill('Cooperativa Agro Norte');
  await receivable.getByRole('button', { name: 'Criar e conciliar' }).click();
  await expect(receivable).toBeHidden();
  await closeToast(page, 'Conta a receber criada e conciliada.');
  await expect(page.getByText('Nenhum lançamento a conciliar.')).toBeVisible();

  // The month's DRE: the fee is the resultado financeiro (nothing else is, yet); the TED is
  // revenue beside the operation's.
  await page.getByRole('tab', { name: 'Resumo' }).click();
  const dre = page.getByRole('table', { name: /^Resultado de .* \(DRE por competência\)$/ });
  const dreRow = (name: string) => dre.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(dreRow('\\(±\\) Resultado financeiro').getByRole('cell').first()).toHaveText(
    '-R$ 12,90',
  );
  await expect(dreRow('Tarifas bancárias').getByRole('cell').first()).toHaveText('-R$ 12,90');
  await expect(dreRow('Outras receitas').getByRole('cell').first()).toHaveText('R$ 5.400,00');
  await screenshot(page, 'livros-dre');

  // The operation's fatura: a PDF with the PIX code as text and as a QR code (an image).
  await page.getByRole('tab', { name: 'A receber' }).click();
  await page
    .getByRole('button', { name: new RegExp(`^Abrir Operação ${operation.numero} .*parcela 1/1$`) })
    .click();
  const detail = page.getByRole('dialog', { name: new RegExp(`Operação ${operation.numero}`) });
  const [fatura] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('link', { name: 'Fatura (PDF)' }).click(),
  ]);
  expect(fatura.suggestedFilename()).toMatch(/^fatura-.*\.pdf$/);
  const titleId = /\/titulos\/([^/]+)\/fatura\.pdf/.exec(fatura.url())![1];
  const shared = await page.request.get(`/api/accounting/titulos/${titleId}/fatura`);
  const code = (await shared.json()).copia_e_cola as string;
  // The static BR Code of the key, for the amount due (field 54: 18075.00).
  expect(code).toContain('br.gov.bcb.pix0129financeiro@aerocerrado.com.br');
  expect(code).toContain('540818075.00');
  const pdf = await downloadedPdf(fatura);
  expect(pdfText(pdf).replace(/\n/g, '')).toContain(code);
  // Its QR code: as many dark modules as the code's QR has (error correction M, as drawn).
  const qr = encode(code, { ecc: 'M', border: 0 });
  expect(drawnModules(pdf)).toBe(qr.data.flat().filter(Boolean).length);

  // Paid late by boleto: R$ 18.075,00 + R$ 36,15 of juros in one amount.
  await detail.getByRole('button', { name: 'Registrar pagamento' }).click();
  const payment = page.getByRole('dialog', { name: 'Registrar recebimento' });
  await payment.getByLabel('Valor (R$)').fill('18.111,15');
  await payment.getByText('Juros, multa, desconto e tarifa').click();
  await payment.getByLabel('Juros (R$)').fill('36,15');
  await expect(payment).toContainText('Quita R$ 18.075,00 da parcela');
  await screenshot(page, 'livros-pagamento-juros');
  await payment.getByRole('button', { name: 'Registrar' }).click();
  await expect(payment).toBeHidden();
  await expect(detail.getByRole('list', { name: 'Pagamentos da parcela 1' })).toContainText(
    'R$ 18.111,15',
  );
  await expect(detail).toContainText('Saldo R$ 0,00');
  const [recibo] = await Promise.all([
    page.waitForEvent('download'),
    detail.getByRole('link', { name: 'Recibo (PDF)' }).click(),
  ]);
  expect(recibo.suggestedFilename()).toMatch(/^recibo-.*\.pdf$/);
  const receipt = pdfText(await downloadedPdf(recibo));
  expect(receipt).toContain('RECIBO');
  expect(receipt).toContain('18.111,15');
  await screenshot(page, 'livros-recibo');

  // The juros are financial revenue of the month: 36,15 − 12,90 of the fee = 23,25.
  await detail.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(detail).toBeHidden();
  await page.getByRole('tab', { name: 'Resumo' }).click();
  await expect(dreRow('Juros recebidos').getByRole('cell').first()).toHaveText('R$ 36,15');
  await expect(dreRow('\\(±\\) Resultado financeiro').getByRole('cell').first()).toHaveText(
    'R$ 23,25',
  );
});

test('widths: the margins per aircraft fit a desktop without a sideways scroll, Configurações fits a phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000); // a payroll run closed, then two tabs of a busy server
  const stamp = `${testInfo.project.name}-${randomUUID().slice(0, 8)}`;
  const ids = await companyWithRegisters(page.request, `larguras-${stamp}@cerrado.com.br`);
  // Figures as wide as a large company's: 120,5 ha at R$ 10.000,00 make R$ 1.205.000,00.
  const created = await page.request.post('/api/operations', {
    data: { ...completeOperationInput(ids, today), preco_unitario_cents: 1_000_000 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { operation } = await created.json();
  expect((await page.request.post(`/api/operations/${operation.id}/concluir`)).status()).toBe(200);
  // A pilot on the payroll who flew nothing this month: the margins' own line.
  const hired = await page.request.post('/api/hr/funcionarios', {
    data: {
      nome: 'Paulo Henrique Vasconcelos',
      cpf: '111.444.777-35',
      cargo: 'piloto_agricola',
      admissao: '2025-02-10',
      salario_base_cents: 1_450_000,
    },
  });
  expect(hired.status(), await hired.text()).toBe(201);
  const run = await page.request.post('/api/hr/folhas', {
    data: { tipo: 'mensal', competencia: today.slice(0, 7) },
  });
  expect(run.status(), await run.text()).toBe(201);
  const closed = await page.request.post(`/api/hr/folhas/${(await run.json()).id}/fechar`);
  expect(closed.status(), await closed.text()).toBe(200);

  await page.goto('/contabilidade?aba=relatorios');
  const margins = page.getByRole('table', { name: 'Margem por aeronave' });
  await expect(margins.getByRole('row', { name: /Pilotos sem voo no mês/ })).toContainText(
    'Paulo Henrique Vasconcelos',
  );
  await expect(margins.getByRole('row', { name: /PR-AGV/ })).toContainText('1.205.000,00');
  const costs = page.getByRole('table', { name: 'Custos diretos por aeronave' });
  await expect(costs.getByRole('row', { name: /^Total/ })).toContainText('15.660,00');
  if (testInfo.project.name === 'desktop')
    // The tables' boxes (each scrolls sideways inside itself when it must: not here).
    await expectFits(page, page.locator('div[role="region"][aria-label$="por aeronave"]'));
  else await expectFits(page, page.locator('main'));
  await screenshot(page, 'livros-margem-aeronave');

  // Configurações with its widest texts: a long category, an account with the bank's full name
  // and a balance in millions below zero, a random PIX key (one word of 36 characters).
  const posted = async (url: string, data: object) => {
    const res = await page.request.post(url, { data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  await posted('/api/accounting/categorias', {
    nome: 'Tarifas, juros e encargos bancários (Sicredi e Banco do Brasil)',
    tipo: 'despesa',
  });
  const sicredi = await posted('/api/accounting/contas', {
    nome: 'Cooperativa de Crédito Sicredi Centro Norte MT',
    banco: 'Sicredi — Cooperativa de Crédito Centro Norte',
    agencia: '0812-3',
    conta: '123456-7',
    saldo_inicial_cents: -123_456_789,
    saldo_inicial_data: today,
  });
  const key = await page.request.put(`/api/accounting/contas/${sicredi.id}/pix`, {
    data: { pix_tipo: 'aleatoria', pix_chave: '123e4567-e89b-42d3-a456-426614174000' },
  });
  expect(key.status(), await key.text()).toBe(200);
  await page.getByRole('tab', { name: 'Configurações' }).click();
  await expect(page.getByText('123e4567-e89b-42d3-a456-426614174000')).toBeVisible();
  await expect(page.getByText('-R$ 1.234.567,89')).toBeVisible();
  await expectFits(page, page.getByRole('tabpanel').locator('section'));
  await screenshot(page, 'livros-configuracoes-larga');
});
